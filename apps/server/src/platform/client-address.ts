type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` from TRUST_PROXY: unset believes nobody's X-Forwarded-* (the socket
 * address is the client); a whole number believes that many proxy hops nearest the server (the
 * operator promises every request comes through them); otherwise a comma-separated list of proxy
 * addresses or CIDR ranges whose headers are believed.
 */
export function trustProxySetting(value: string | undefined): TrustProxy {
  const setting = value?.trim();
  if (!setting) return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    // Fastify itself refuses hop counts; hop 0 is the socket's peer, 1 the next one out, and so on.
    return (_address, hop) => hop < hops;
  }
  return setting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}
