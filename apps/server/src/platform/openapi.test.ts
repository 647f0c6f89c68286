import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractRoutes } from "../testing/contract-routes.ts";
import { openApiPath, registerApiDocs } from "./openapi.ts";

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, Record<string, unknown> & { parameters: { name: string; in: string }[] }>
  >;
};

const app = Fastify();
let document: Document;
beforeAll(async () => {
  // Stands for the portal's own hooks (security headers): the docs' answers go through them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-answered-by", "portal");
  });
  registerApiDocs(app);
  document = (await app.inject({ url: "/api/openapi.json" })).json();
});
afterAll(() => app.close());

describe("OpenAPI document of the player API", () => {
  it("is OpenAPI 3.1", () => {
    expect(document.openapi).toBe("3.1.0");
  });

  it("has every route of the contracts' refs with its request and response schemas", async () => {
    const routes = await contractRoutes();
    expect(routes.length).toBeGreaterThan(100);
    for (const { name, ref, contract } of routes) {
      const operation = document.paths[openApiPath(ref.path)]?.[ref.method.toLowerCase()];
      expect(operation, `${ref.method} ${ref.path}`).toBeDefined();
      if (!operation) continue;
      expect(operation.operationId).toBe(name);
      const response = JSON.stringify(operation.responses);
      expect(response).toContain('"data"');
      if (contract.body) expect(operation.requestBody, `${name} body`).toBeDefined();
      for (const param of ref.path.match(/:([A-Za-z_]+)/g) ?? [])
        expect(operation.parameters.some((p) => p.in === "path" && p.name === param.slice(1))).toBe(true);
      if (contract.query)
        expect(
          operation.parameters.some((p) => p.in === "query"),
          `${name} query`,
        ).toBe(true);
      expect(Boolean(operation.security)).toBe(Boolean(contract.signedIn));
    }
  });

  it("serves interactive docs from the portal itself", async () => {
    const page = await app.inject({ url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger-ui");
    expect(page.headers["x-answered-by"]).toBe("portal");
    const script = await app.inject({ url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
  });

  it("answers as Swagger UI does: HEAD with the headers alone, redirects, not-found", async () => {
    const head = await app.inject({ method: "HEAD", url: "/api/docs/static/swagger-ui.css" });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    expect(head.body).toBe("");
    const redirect = await app.inject({ url: "/api/docs/static/index.html" });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/api/docs/");
    expect((await app.inject({ url: "/api/docs/nothing" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/docs/json" })).json()).toEqual(document);
  });
});
