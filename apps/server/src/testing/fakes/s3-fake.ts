import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeObject {
  bytes: Buffer;
  contentType: string;
  cacheControl?: string;
}

export interface S3Fake {
  /** http://127.0.0.1:PORT, for S3_ENDPOINT (with S3_FORCE_PATH_STYLE=true). */
  url: string;
  /** Objects by "bucket/key". */
  objects: Map<string, FakeObject>;
  /** Every request as "METHOD bucket/key" (and " range" when it asked for bytes). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * S3's object API on loopback, for tests, path-style (`/bucket/key`): PUT, GET (one `Range`: 206
 * with Content-Range, 416 InvalidRange), HEAD and DELETE, S3's XML errors (NoSuchKey, NoSuchBucket,
 * AccessDenied). A request must be signed (SigV4 header or presigned query) with the given access
 * key id; the signature itself is not recomputed.
 */
export async function startS3Fake(account: { accessKeyId: string; bucket: string }): Promise<S3Fake> {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void handle(request, response, { ...account, objects, requests });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type FakeState = {
  accessKeyId: string;
  bucket: string;
  objects: Map<string, FakeObject>;
  requests: string[];
};

async function handle(request: IncomingMessage, response: ServerResponse, state: FakeState) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? "/", "http://fake");
  const [, bucket = "", ...rest] = url.pathname.split("/");
  const key = decodeURIComponent(rest.join("/"));
  const name = `${bucket}/${key}`;
  state.requests.push(`${request.method} ${name}${request.headers.range ? " range" : ""}`);
  const credential = /Credential=([^/,\s]+)\//.exec(request.headers.authorization ?? "")?.[1];
  const presigned = url.searchParams.get("X-Amz-Signature")
    ? url.searchParams.get("X-Amz-Credential")?.split("/")[0]
    : undefined;
  if ((credential ?? presigned) !== state.accessKeyId) return s3Error(response, 403, "AccessDenied");
  if (bucket !== state.bucket) return s3Error(response, 404, "NoSuchBucket");
  if (request.method === "PUT") {
    const bytes = Buffer.concat(chunks);
    const contentType = request.headers["content-type"] ?? "application/octet-stream";
    state.objects.set(name, { bytes, contentType, cacheControl: request.headers["cache-control"] });
    return response.writeHead(200, { etag: etagOf(bytes) }).end();
  }
  if (request.method === "DELETE") {
    state.objects.delete(name);
    return response.writeHead(204).end();
  }
  if (request.method !== "GET" && request.method !== "HEAD")
    return s3Error(response, 405, "MethodNotAllowed");
  const object = state.objects.get(name);
  if (!object) return s3Error(response, 404, "NoSuchKey", request.method === "HEAD");
  sendObject(request, response, object);
}

function sendObject(request: IncomingMessage, response: ServerResponse, object: FakeObject) {
  const size = object.bytes.length;
  const headers = {
    "content-type": object.contentType,
    etag: etagOf(object.bytes),
    "accept-ranges": "bytes",
    "last-modified": new Date(0).toUTCString(),
    ...(object.cacheControl ? { "cache-control": object.cacheControl } : {}),
  };
  const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "");
  if (!match) {
    response.writeHead(200, { ...headers, "content-length": size });
    return response.end(request.method === "HEAD" ? undefined : object.bytes);
  }
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
  if (start >= size || start > end) return s3Error(response, 416, "InvalidRange");
  const part = object.bytes.subarray(start, end + 1);
  response.writeHead(206, {
    ...headers,
    "content-length": part.length,
    "content-range": `bytes ${start}-${end}/${size}`,
  });
  response.end(request.method === "HEAD" ? undefined : part);
}

const etagOf = (bytes: Buffer) => `"${createHash("md5").update(bytes).digest("hex")}"`;

function s3Error(response: ServerResponse, status: number, code: string, headOnly = false) {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(
    headOnly
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}
