// A player's HTTP client for the topology run: JSON envelopes, the session cookie, the portal's origin.

export interface Answer {
  /** HTTP status; 0 when no answer came (connection reset by a killed process). */
  status: number;
  /** The envelope's code (200 on success), or the HTTP status when there is no envelope. */
  code: number;
  data: Record<string, unknown>;
}

export class PlayerClient {
  sid = "";

  /** `origin` is the portal's PUBLIC_URL: state changes are accepted from it only. */
  constructor(
    private readonly origin: string,
    private readonly base: string,
  ) {}

  /** The same player (same session) talking to another address: a process or the proxy. */
  at(base: string): PlayerClient {
    const other = new PlayerClient(this.origin, base);
    other.sid = this.sid;
    return other;
  }

  get(path: string) {
    return this.send("GET", path);
  }

  post(path: string, body: unknown) {
    return this.send("POST", path, body);
  }

  private async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.origin, cookie: "sys_language=en" };
    if (this.sid) headers.cookie += `; sid=${this.sid}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      this.keepSession(response);
      const text = await response.text();
      const envelope = parseEnvelope(text);
      return { status: response.status, code: envelope?.code ?? response.status, data: envelope?.data ?? {} };
    } catch {
      return { status: 0, code: 0, data: {} };
    }
  }

  private keepSession(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      if (pair.startsWith("sid=")) this.sid = pair.slice(4);
    }
  }
}

function parseEnvelope(text: string): { code: number; data: Record<string, unknown> } | undefined {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; data?: unknown };
    if (typeof parsed.code !== "number") return undefined;
    return { code: parsed.code, data: (parsed.data ?? {}) as Record<string, unknown> };
  } catch {
    return undefined;
  }
}
