import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";

/** Every size launchers and stores ask for; 192 and 512 are the ones browsers require to install. */
export const iconSizes = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
/** The light theme's primary and page colours (tokens.css); dark mode follows through the meta tags. */
const themeColor = "#0e62d9";
const backgroundColor = "#f3f5f8";

/**
 * The installable app: `manifest.<language>.webmanifest` for each catalogue language (name and
 * description from its `shell` catalogue) and PNG icons drawn from favicon.svg at build time, plus a
 * maskable icon with the safe-zone padding Android's adaptive icons cut into. The server answers
 * /dist/manifest.webmanifest with the player's language's file.
 */
export function webManifestPlugin(options: {
  localesDir: string;
  iconSvg: string;
  languages: string[];
}): Plugin {
  return {
    name: "portal-web-manifest",
    apply: "build",
    async generateBundle() {
      const svg = readFileSync(options.iconSvg);
      for (const size of iconSizes) {
        const png = await sharp(svg, { density: 72 * (size / 64) * 2 })
          .resize(size, size)
          .png()
          .toBuffer();
        this.emitFile({ type: "asset", fileName: `icons/icon-${size}.png`, source: png });
      }
      this.emitFile({ type: "asset", fileName: "icons/maskable-512.png", source: await maskable(svg) });
      for (const language of options.languages) {
        const shell = JSON.parse(readFileSync(join(options.localesDir, language, "shell.json"), "utf8"));
        this.emitFile({
          type: "asset",
          fileName: `manifest.${language}.webmanifest`,
          source: JSON.stringify(manifestOf(language, shell.appName, shell.banner.subtitle), null, 2),
        });
      }
    },
  };
}

function manifestOf(language: string, name: string, description: string) {
  return {
    id: "/dist/",
    name,
    short_name: name,
    description,
    lang: language,
    dir: "ltr",
    start_url: "/dist/",
    scope: "/dist/",
    display: "standalone",
    orientation: "portrait",
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      ...iconSizes.map((size) => ({
        src: `/dist/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      })),
      { src: "/dist/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** The icon at 80% on its own colour: the inner circle Android keeps of a maskable icon. */
async function maskable(svg: Buffer) {
  const inner = await sharp(svg, { density: 72 * (410 / 64) * 2 })
    .resize(410, 410)
    .png()
    .toBuffer();
  return sharp({ create: { width: 512, height: 512, channels: 4, background: "#1677ff" } })
    .composite([{ input: inner, gravity: "center" }])
    .png()
    .toBuffer();
}
