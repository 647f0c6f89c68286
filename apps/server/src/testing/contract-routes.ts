import { routeModules, sourceDir } from "@portal/contracts/refs-generator";
import type { RouteContract, RouteRef } from "@portal/contracts/route";

/** A route of the player API: its generated ref (what the web calls) beside the contract it came from. */
export interface ContractRoute {
  name: string;
  ref: RouteRef;
  contract: RouteContract;
}

/** Every route the web calls (the generated refs), each beside its contract. */
export async function contractRoutes(): Promise<ContractRoute[]> {
  const routes: ContractRoute[] = [];
  for (const feature of routeModules()) {
    const refs = (await import(`${sourceDir}/refs/${feature}.ts`)) as Record<string, unknown>;
    const contracts = (await import(`${sourceDir}/${feature}.ts`)) as Record<string, RouteContract>;
    for (const [name, ref] of Object.entries(refs)) {
      const contract = contracts[name];
      if (typeof ref === "object" && ref && "method" in ref && "path" in ref && contract)
        routes.push({ name, ref: ref as RouteRef, contract });
    }
  }
  return routes;
}
