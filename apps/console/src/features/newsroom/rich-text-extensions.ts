import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

/**
 * What the news editor can make, and nothing the portal's sanitizer would drop or change
 * (apps/server/src/platform/rich-text.ts): paragraphs, h2–h4, bold, italic, underline, strike,
 * quotes, lists, rules, line breaks, http(s)/mailto links (opening in a new tab without an opener)
 * and images by address (loading lazily). No code, no inline styles, no data: images.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto"],
      isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
      HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow", class: null },
    },
  }),
  Image.configure({ allowBase64: false, HTMLAttributes: { loading: "lazy" } }),
];
