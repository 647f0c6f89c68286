import type { z } from "zod";

/**
 * One HTTP route, described once: the server validates with it, the web client
 * calls and parses with it. Paths are relative to /api.
 */
export interface RouteContract {
  method: "GET" | "POST";
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  /** true: a visitor gets notSignedIn; the web shows the login sheet. */
  signedIn?: boolean;
}

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/**
 * A route as the web calls it: method, path and sign-in flag at run time; the contract (its schemas)
 * only in the type, so calling a route does not load zod. Made by the generated `refs/<feature>.ts`.
 */
export interface RouteRef<C extends RouteContract = RouteContract> {
  method: C["method"];
  path: string;
  signedIn?: boolean;
  /** Never set: carries the contract's types to `call()`. */
  readonly contract?: C;
}

export function routeRef<C extends RouteContract>(method: C["method"], path: string, signedIn?: boolean) {
  return (signedIn ? { method, path, signedIn } : { method, path }) as RouteRef<C>;
}

/** The contract behind a route ref; a contract is its own. */
export type ContractOf<R> = R extends { readonly contract?: infer C extends RouteContract } ? C : R;

/** What a caller sends. */
export type QueryOf<R, C = ContractOf<R>> = C extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : undefined;
export type BodyOf<R, C = ContractOf<R>> = C extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;
/** What the server sees after parsing (defaults applied). */
export type ParsedQuery<C> = C extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type ParsedBody<C> = C extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type DataOf<R, C = ContractOf<R>> = C extends { data: infer D extends z.ZodType }
  ? z.output<D>
  : never;

/** Fills `:name` segments of a path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}
