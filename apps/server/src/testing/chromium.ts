/**
 * Debian's Chromium (tests and benches never download a browser) and the flags every launch uses:
 * no sandbox (root in CI), no GPU, and nothing that reaches the network on its own.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
