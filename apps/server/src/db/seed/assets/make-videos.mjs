// Makes the demo seed's short videos offline: headless Chromium draws a few seconds of animation on
// a canvas and MediaRecorder encodes it to WebM (VP8). Run from the repository root:
//   node apps/server/src/db/seed/assets/make-videos.mjs
// The files are committed; the seed stores them in `media`. Each stays well under 200 KB.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const clips = [
  { name: "dragon-realm-trailer", hue: 12, seconds: 6 },
  { name: "star-voyager-teaser", hue: 220, seconds: 3 },
  { name: "kingdom-tactics-guide", hue: 130, seconds: 2 },
];

const record = async ({ hue, seconds }) => {
  const canvas = Object.assign(document.createElement("canvas"), { width: 320, height: 180 });
  const context = canvas.getContext("2d");
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, {
    mimeType: "video/webm;codecs=vp8",
    videoBitsPerSecond: 250_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  const draw = () => {
    const t = (performance.now() - start) / 1000;
    const gradient = context.createLinearGradient(0, 0, 320, 180);
    gradient.addColorStop(0, `hsl(${hue}, 70%, 40%)`);
    gradient.addColorStop(1, `hsl(${(hue + 60) % 360}, 70%, 18%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 320, 180);
    for (let i = 0; i < 5; i++) {
      context.fillStyle = `hsla(${(hue + i * 40) % 360}, 80%, 65%, 0.6)`;
      context.beginPath();
      context.arc(40 + i * 60 + Math.sin(t * 2 + i) * 20, 90 + Math.cos(t * 3 + i) * 50, 18, 0, Math.PI * 2);
      context.fill();
    }
    context.fillStyle = "#fff";
    context.font = "bold 28px sans-serif";
    context.fillText(`${Math.min(seconds, t).toFixed(1)} s`, 12, 36);
    if (t < seconds) requestAnimationFrame(draw);
    else recorder.stop();
  };
  recorder.start();
  draw();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  return Array.from(bytes);
};

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
const folder = join(dirname(fileURLToPath(import.meta.url)), "videos");
for (const clip of clips) {
  const bytes = await page.evaluate(record, clip);
  writeFileSync(join(folder, `${clip.name}.webm`), Buffer.from(bytes));
  console.log(`${clip.name}.webm: ${bytes.length} bytes`);
}
await browser.close();
