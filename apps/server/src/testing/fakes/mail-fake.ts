import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  raw: string;
}

export interface MailFake {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail to `to` matching `test` (already received or still to come). */
  waitFor(to: string, test?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A local mail server in the manner of Mailpit: it accepts every message over SMTP (plain, no auth
 * needed, on loopback only) and keeps it in memory. Production-mode tests point SMTP_URL here.
 */
export async function startMailFake(port = 0): Promise<MailFake> {
  const received: ReceivedMail[] = [];
  const waiters: { to: string; test: RegExp; resolve: (mail: ReceivedMail) => void }[] = [];
  const matches = (mail: ReceivedMail, to: string, test: RegExp) =>
    mail.to.includes(to.toLowerCase()) && test.test(mail.raw);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        for (const waiter of [...waiters])
          if (matches(mail, waiter.to, waiter.test)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitFor(to, test = /./, timeoutMs = 15_000) {
      const already = received.find((mail) => matches(mail, to, test));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to,
          test,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[process.argv.indexOf("--port") + 1] || 1025);
  const fake = await startMailFake(port);
  console.log(`mail fake listening on ${fake.url}`);
  setInterval(() => {
    for (const mail of fake.received.splice(0)) console.log(`--- mail to ${mail.to.join(", ")}\n${mail.raw}`);
  }, 500);
}
