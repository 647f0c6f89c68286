// The shared tail of the benchmarks' bare servers (bench/load, bench/gift-claim): listen on
// 127.0.0.1:`port`, tell the parent process it is ready, and close the server and its pool on
// SIGTERM or SIGINT.

/** @param {import("fastify").FastifyInstance} app @param {number} port @param {() => Promise<void>} close */
export async function serveBare(app, port, close) {
  await app.listen({ port, host: "127.0.0.1" });
  process.send?.("ready");
  const stop = async () => {
    await app.close();
    await close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
