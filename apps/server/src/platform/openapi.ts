import { sessionCookie } from "@portal/contracts/account";
import type { RouteContract } from "@portal/contracts/route";
import { routeModuleExports } from "@portal/contracts/route-modules";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { z } from "zod";
import { onFirstUse } from "./on-first-use.ts";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const isRoute = (value: unknown): value is RouteContract =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "data" in value;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); what JSON cannot say becomes "any". */
const jsonSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

/** Every answer is the envelope; `data` is the route's own shape. */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: "object",
  required: ["code", "msg"],
  properties: {
    code: { type: "integer", description: "200 on success, else a code of the error catalogue" },
    msg: { type: "string", description: "in the caller's language (cookie sys_language)" },
    data,
  },
});

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = jsonSchema(query, "input");
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

function operation(feature: string, name: string, route: RouteContract): Operation {
  const pathParameters = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, param]) => ({
    name: param,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  return {
    operationId: name,
    tags: [feature],
    parameters: [...pathParameters, ...queryParameters(route.query)],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(route.body, "input") } },
          },
        }
      : {}),
    responses: {
      "200": {
        description:
          "The envelope with code 200 and the data; errors use the same envelope (HTTP status agrees)",
        content: { "application/json": { schema: envelope(jsonSchema(route.data, "output")) } },
      },
    },
    ...(route.signedIn ? { security: [{ session: [] }] } : {}),
  };
}

/** `/games/:appId` → `/api/games/{appId}` */
export const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, "{$1}")}`;

/** The player API as OpenAPI 3.1, built from the same zod contracts the server validates with. */
export async function playerApiDocument() {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [feature, exports] of Object.entries(routeModuleExports)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isRoute(value)) continue;
      const path = openApiPath(value.path);
      paths[path] ??= {};
      paths[path][value.method.toLowerCase()] = operation(feature, name, value);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Game Portal player API",
      version: "1",
      description:
        "Every answer is the envelope { code, msg, data }. State-changing requests need the portal's own Origin. Generated from packages/contracts.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: sessionCookie } },
    },
    paths,
  };
}

/** Headers of the docs' own answer that belong to its connection, not to the answer. */
const connectionHeaders = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

/**
 * GET /api/openapi.json and interactive docs at /api/docs (Swagger UI, served from our own files).
 * Both are made on their first request, not at start: the document (a JSON Schema of every contract),
 * Swagger UI and what it loads (@fastify/static, yaml, glob) took some 6 MB of an idle server's memory.
 * The docs run in a Fastify instance of their own, answered through this app's routes (its headers and
 * error replies apply as to any answer).
 */
export function registerApiDocs(app: FastifyInstance) {
  const document = onFirstUse(playerApiDocument);
  const docs = onFirstUse(async () => {
    const [swagger, swaggerUi] = await Promise.all([
      import("@fastify/swagger"),
      import("@fastify/swagger-ui"),
    ]);
    const docsApp = Fastify();
    await docsApp.register(swagger.default, {
      mode: "static",
      specification: { document: await document() } as never,
    });
    await docsApp.register(swaggerUi.default, {
      routePrefix: "/api/docs",
      uiConfig: { url: "/api/openapi.json" },
    });
    await docsApp.ready();
    return docsApp;
  });
  // A HEAD request is answered as the GET it stands for (Fastify then sends its headers alone).
  const answerFromDocs = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docs()).inject({ method: "GET", url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !connectionHeaders.has(name)) reply.header(name, value);
    reply.code(answer.statusCode);
    return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
  };
  app.get("/api/openapi.json", () => document());
  app.get("/api/docs", answerFromDocs);
  app.get("/api/docs/*", answerFromDocs);
}
