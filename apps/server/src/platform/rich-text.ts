import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for rich text from the publisher (news bodies): structure, emphasis, lists,
 * links and images. Everything else goes: scripts and their text, event handlers, style attributes
 * and elements (so no CSS expressions), SVG and MathML, frames, forms, and any link or image whose
 * address is not http(s) (javascript:, data:, vbscript:). Links open in a new tab without an opener;
 * images load lazily.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
  },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: { a: ["http", "https", "mailto"] },
  allowProtocolRelative: false,
  // Dropped with everything inside them, not only their tags.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "svg",
    "math",
    "template",
    "iframe",
    "object",
  ],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" }),
    img: sanitizeHtml.simpleTransform("img", { loading: "lazy" }),
  },
};

/** The publisher's HTML made inert: safe to store and to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
