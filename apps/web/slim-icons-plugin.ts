import type { Plugin } from "vite";

/** A transparent 48×48 square that every antd-mobile icon draws under its shape. */
const transparentSquare =
  /\/\*#__PURE__\*\/React\.createElement\("rect", \{\s*id: "[^"]*",\s*fill: "#FFFFFF",\s*opacity: 0,\s*x: 0,\s*y: 0,\s*width: 48,\s*height: 48\s*\}\), /;
/** The inner of its two groups, which has nothing but an id. */
const idOnlyGroup = /\/\*#__PURE__\*\/React\.createElement\("g", \{\s*id: "[^"]*"\s*\}, /;
/** The same id on every copy of an icon: fifty like buttons made fifty elements with one id. */
const ids = /\n\s*id: "[^"]*",?/g;
const iconEnd = "}))));\n}";

/**
 * An antd-mobile icon without what draws nothing: each icon is an <svg> with two groups, a transparent
 * square and its path, and every element carries an id shared by all copies of that icon. The game page
 * shows ~45 icons (each review's like, reply and more) and the home ~60: 5 elements and 6 React nodes
 * each to create, lay out and hydrate. Slimmed: <svg><g><path>, the outer group's stroke and fill
 * (which the paths inherit) kept. An icon not drawn the usual way is left as it is.
 */
export function slimIcon(code: string): string {
  if (!transparentSquare.test(code) || !idOnlyGroup.test(code) || !code.includes(iconEnd)) return code;
  return code
    .replace(transparentSquare, "")
    .replace(idOnlyGroup, "")
    .replace(iconEnd, "})));\n}")
    .replace(ids, "");
}

/** `slimIcon` on antd-mobile-icons' modules, in the browser's build and the server renderer's alike. */
export function slimIconsPlugin(): Plugin {
  return {
    name: "slim-antd-mobile-icons",
    transform(code, id) {
      if (!/antd-mobile-icons\/es\/\w+\.js$/.test(id)) return null;
      const slim = slimIcon(code);
      if (slim === code) return null;
      try {
        this.parse(slim);
      } catch {
        return null;
      }
      return { code: slim, map: null };
    },
  };
}
