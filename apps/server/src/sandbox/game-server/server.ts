import {
  deliveryRequest,
  type ProtocolErrorCode,
  protocolErrorStatus,
  protocolPaths,
  roleRequest,
  rolesRequest,
  SIGNATURE_HEADER,
  serversRequest,
  signatureHeaders,
  TIMESTAMP_HEADER,
} from "@portal/contracts/game-server-protocol";
import { verifyMessage } from "@portal/contracts/signature";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import type { z } from "zod";
import type { GameServerEndpoint } from "../../adapters/game-server-http.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import * as store from "./store.ts";

/**
 * Faults a test or a person trying the demo can switch on: no answer at all (the portal's client
 * times out), a 500, or an answer signed with the wrong key. "none" is a healthy server.
 */
/** `otherOrder`: delivery answers name another order number, as a replayed answer would. */
export const simulatorFaults = ["none", "timeout", "error", "badSignature", "otherOrder"] as const;
export type SimulatorFault = (typeof simulatorFaults)[number];

export interface GameSimulatorOptions {
  db: Db;
  /** The key every game hosted here signs with (the portal stores it per game). */
  secret: string;
  now?: () => Date;
}

class Refusal extends Error {
  constructor(
    readonly code: ProtocolErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The simulated game server as its own small HTTP server speaking docs/game-server-protocol.md:
 * it checks each request's signature, answers signed, and gives goods once per order number.
 */
export function buildGameSimulator(options: GameSimulatorOptions) {
  const { db, secret } = options;
  const now = options.now ?? (() => new Date());
  const state = { fault: "none" as SimulatorFault };
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  function send(reply: FastifyReply, status: number, answer: unknown) {
    const body = JSON.stringify(answer);
    const key = state.fault === "badSignature" ? `${secret}-wrong` : secret;
    return reply
      .code(status)
      .headers({ "content-type": "application/json", ...signatureHeaders(key, body, now().getTime()) })
      .send(body);
  }

  function route<S extends z.ZodType>(
    path: string,
    schema: S,
    answer: (request: z.infer<S>) => Promise<unknown>,
  ) {
    app.post(path, async (request: FastifyRequest, reply) => {
      const raw = typeof request.body === "string" ? request.body : "";
      const header = (name: string) => request.headers[name] as string | undefined;
      const signed = verifyMessage(
        secret,
        { timestamp: header(TIMESTAMP_HEADER), signature: header(SIGNATURE_HEADER) },
        raw,
        now().getTime(),
      );
      if (signed !== "ok") return refuse(reply, new Refusal("bad_signature", `signature ${signed}`));
      if (state.fault === "timeout") return hang(reply);
      if (state.fault === "error") return reply.code(500).send("simulated failure");
      const parsed = schema.safeParse(parseJson(raw));
      if (!parsed.success)
        return refuse(reply, new Refusal("bad_request", "the body does not match the protocol"));
      try {
        return send(reply, 200, await answer(parsed.data));
      } catch (error) {
        if (error instanceof Refusal) return refuse(reply, error);
        throw error;
      }
    });
  }

  const refuse = (reply: FastifyReply, refusal: Refusal) =>
    send(reply, protocolErrorStatus[refusal.code], {
      error: { code: refusal.code, message: refusal.message },
    });

  route(protocolPaths.servers, serversRequest, async ({ appId }) => ({
    servers: await store.serversOf(db, appId),
  }));

  /** The refusal for something not found: the server, else the role (asked only when needed). */
  async function notFound(appId: number, serverId: string): Promise<never> {
    if (!(await store.serverExists(db, appId, serverId)))
      throw new Refusal("server_unknown", "no such server");
    throw new Refusal("role_not_found", "no such role for this game account on this server");
  }

  route(protocolPaths.roles, rolesRequest, async ({ appId, serverId, openIds }) => {
    const roles = await store.rolesOf(db, appId, serverId, openIds);
    if (roles.length === 0 && !(await store.serverExists(db, appId, serverId)))
      throw new Refusal("server_unknown", "no such server");
    return { roles };
  });

  route(protocolPaths.role, roleRequest, async ({ appId, serverId, roleId }) => {
    const role = await store.findRole(db, appId, serverId, roleId);
    if (!role) return notFound(appId, serverId);
    const { online: _online, ...wire } = role;
    return { role: wire };
  });

  route(protocolPaths.deliveries, deliveryRequest, async (request) => {
    const orderNo = state.fault === "otherOrder" ? `${request.orderNo}X` : request.orderNo;
    const role = await store.findRole(db, request.appId, request.serverId, request.roleId);
    if (role?.online && role.openId === request.openId)
      return { orderNo, ...(await store.recordDelivery(db, request)) };
    // Asked again for an order given before (the role may be gone or offline by now): the same receipt.
    const earlier = await store.findDelivery(db, request.orderNo);
    if (earlier) return { orderNo, ...(await store.recordDelivery(db, request)), firstTime: false };
    if (!role || role.openId !== request.openId) return notFound(request.appId, request.serverId);
    throw new Refusal("temporarily_unavailable", "the role is offline");
  });

  // Switches for tests and the demo (unsigned: the simulator listens on loopback only).
  app.post("/sandbox/fault", async (request, reply) => {
    const fault = (parseJson(String(request.body)) as { fault?: string } | undefined)?.fault;
    if (!simulatorFaults.includes(fault as SimulatorFault))
      return reply.code(400).send({ fault: state.fault });
    state.fault = fault as SimulatorFault;
    return { fault: state.fault };
  });
  app.post("/sandbox/online", async (request) => {
    const online = (parseJson(String(request.body)) as { online?: boolean } | undefined)?.online !== false;
    await store.setRolesOnline(db, online);
    return { online };
  });

  return { app, state };
}

/** Holds the request until the caller gives up (its timeout closes the connection) or the fault is cleared. */
function hang(reply: FastifyReply) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(done, 60_000);
    reply.raw.once("close", done);
  }).then(() => reply.code(503).send("gave up waiting"));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Where the portal reaches the simulator that main.ts starts, and the secret the demo games use. */
export function simulatorEndpoint(
  config: Pick<Config, "GAME_SIM_PORT" | "GAME_SIM_SECRET">,
): GameServerEndpoint {
  return { url: `http://127.0.0.1:${config.GAME_SIM_PORT}`, secret: config.GAME_SIM_SECRET };
}

export interface RunningGameSimulator {
  url: string;
  state: { fault: SimulatorFault };
  close(): Promise<void>;
}

/** Starts the simulator on loopback (port 0: any free port) and answers where it listens. */
export async function startGameSimulator(
  options: GameSimulatorOptions & { port: number; host?: string },
): Promise<RunningGameSimulator> {
  const { app, state } = buildGameSimulator(options);
  const host = options.host ?? "127.0.0.1";
  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return { url: `http://${host}:${port}`, state, close: () => app.close() };
}
