import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, test } from "vitest";
import { sanitizeRichText } from "../../../../server/src/platform/rich-text";
import { richTextExtensions } from "./rich-text-extensions";

/** The news editor's output against the portal's own sanitizer (the one the server runs on save). */

let editor: Editor;
const start = (content = "") => {
  editor = new Editor({ element: document.createElement("div"), extensions: richTextExtensions, content });
  return editor;
};
afterEach(() => editor.destroy());

/** The same HTML as a browser reads it (the sanitizer writes `<img />`, the editor `<img>`). */
const asDom = (html: string) => {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box.innerHTML;
};

type Tool = (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>;
/** Each toolbar button, pressed on a selected paragraph, and what it makes. */
const tools: [string, Tool, string][] = [
  ["bold", (c) => c.toggleBold(), "<p><strong>Words</strong></p>"],
  ["italic", (c) => c.toggleItalic(), "<p><em>Words</em></p>"],
  ["heading", (c) => c.toggleHeading({ level: 2 }), "<h2>Words</h2>"],
  ["subheading", (c) => c.toggleHeading({ level: 3 }), "<h3>Words</h3>"],
  ["quote", (c) => c.toggleBlockquote(), "<blockquote><p>Words</p></blockquote>"],
  ["list", (c) => c.toggleBulletList(), "<ul><li><p>Words</p></li></ul>"],
  ["numbered list", (c) => c.toggleOrderedList(), "<ol><li><p>Words</p></li></ol>"],
  [
    "link",
    (c) => c.setLink({ href: "https://example.com/notes?a=1&b=2" }),
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/notes?a=1&amp;b=2">Words</a></p>',
  ],
  [
    "mail link",
    (c) => c.setLink({ href: "mailto:team@example.com" }),
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="mailto:team@example.com">Words</a></p>',
  ],
  [
    "uploaded image",
    (c) => c.setTextSelection(7).setImage({ src: "/media/42", alt: "" }),
    '<p>Words</p><img loading="lazy" src="/media/42" alt="">',
  ],
];

describe("the news editor", () => {
  test.each(tools)("its %s passes the sanitizer unchanged", (_, press, made) => {
    start("<p>Words</p>");
    press(editor.chain().selectAll()).run();
    const html = editor.getHTML();
    expect(html).toBe(made);
    expect(asDom(sanitizeRichText(html))).toBe(asDom(html));
  });

  test("so does an article using every tool at once", () => {
    start(tools.map(([, , made]) => made).join(""));
    const html = editor.getHTML();
    expect(asDom(sanitizeRichText(html))).toBe(asDom(html));
  });

  test("undo takes the last change back", () => {
    start("<p>Keep</p>");
    editor.chain().selectAll().toggleBold().run();
    expect(editor.getHTML()).toBe("<p><strong>Keep</strong></p>");
    editor.chain().undo().run();
    expect(editor.getHTML()).not.toContain("<strong>");
  });

  test("pasted scripts, handlers, styles and javascript: links do not survive", () => {
    start();
    const pasted =
      '<p style="color:red" onclick="steal()">Hello <script>alert(1)</script><b>there</b></p>' +
      '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a>' +
      '<iframe src="https://evil.example"></iframe><img src="data:image/png;base64,AAAA">';
    editor.view.pasteHTML(pasted);
    const html = editor.getHTML();
    for (const html_ of [html, sanitizeRichText(html)]) {
      expect(html_).toContain("Hello");
      expect(html_).toContain("<strong>there</strong>");
      expect(html_).not.toMatch(/script|onerror|onclick|style=|javascript:|iframe|data:/i);
    }
    // What the editor keeps from a paste is also what the sanitizer keeps.
    expect(asDom(sanitizeRichText(html))).toBe(asDom(html));
    // And the sanitizer alone, for HTML that never went through the editor (a direct API call).
    expect(sanitizeRichText(pasted)).not.toMatch(/script|onerror|onclick|style=|javascript:|iframe|data:/i);
  });
});
