import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { Button, Divider, Input, Modal, Space, Upload } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpload } from "../content/ImageField";
import { richTextExtensions } from "./rich-text-extensions";

/**
 * The WYSIWYG editor of one language's rich text (loaded on demand: its own chunk). It writes the
 * HTML the portal's sanitizer keeps as it is; the server sanitizes it again on save.
 */
export default function RichTextEditor(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  // The latest onChange (it closes over the other languages' texts), read when the text changes.
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const editor = useEditor({
    extensions: richTextExtensions,
    content: props.value,
    editorProps: {
      attributes: {
        "aria-label": props.label,
        "aria-multiline": "true",
        role: "textbox",
        class: "rich-text-editor",
      },
    },
    onUpdate: ({ editor: changed }) => onChange.current(changed.isEmpty ? "" : changed.getHTML()),
  });
  // A value set from outside (the form loaded or reset) replaces the content; typing does not.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (props.value !== current) editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);
  return (
    <div style={{ border: "1px solid #d9d9d9", borderRadius: 6 }}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      <style>{editorStyle}</style>
    </div>
  );
}

const editorStyle = `
.rich-text-editor { min-height: 200px; max-height: 420px; overflow-y: auto; padding: 8px 12px; outline: none; font-size: 14px; line-height: 1.6; }
.rich-text-editor:focus-visible { box-shadow: inset 0 0 0 2px #1677ff33; }
.rich-text-editor blockquote { border-left: 3px solid #d9d9d9; margin: 8px 0; padding-left: 12px; color: #595959; }
.rich-text-editor img { max-width: 100%; height: auto; }
.rich-text-editor img.ProseMirror-selectednode { outline: 2px solid #1677ff; }
.rich-text-editor a { color: #1677ff; }
`;

type Mark = "bold" | "italic" | "blockquote" | "bulletList" | "orderedList" | "link";

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState<string | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      blockquote: e.isActive("blockquote"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      link: e.isActive("link"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const upload = useUpload((image) => editor.chain().focus().setImage({ src: image.url, alt: "" }).run());
  const chain = () => editor.chain().focus();
  const tool = (key: string, active: boolean, run: () => void, text: string, disabled = false) => (
    <Button
      key={key}
      title={t(`newsroom.tools.${key}`)}
      size="small"
      type={active ? "primary" : "text"}
      aria-label={t(`newsroom.tools.${key}`)}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {text}
    </Button>
  );
  const mark = (key: Mark, run: () => void, text: string) => tool(key, state[key], run, text);
  return (
    <Space
      wrap
      size={2}
      separator={<Divider orientation="vertical" />}
      style={{ display: "flex", padding: 4, borderBottom: "1px solid #f0f0f0", background: "#fafafa" }}
    >
      <Space size={2}>
        {mark("bold", () => chain().toggleBold().run(), "B")}
        {mark("italic", () => chain().toggleItalic().run(), "I")}
      </Space>
      <Space size={2}>
        {tool("heading", state.h2, () => chain().toggleHeading({ level: 2 }).run(), "H2")}
        {tool("subheading", state.h3, () => chain().toggleHeading({ level: 3 }).run(), "H3")}
        {mark("blockquote", () => chain().toggleBlockquote().run(), "❝")}
        {mark("bulletList", () => chain().toggleBulletList().run(), "•")}
        {mark("orderedList", () => chain().toggleOrderedList().run(), "1.")}
      </Space>
      <Space size={2}>
        {mark(
          "link",
          () => setLinking(editor.getAttributes("link").href ?? "https://"),
          t("newsroom.tools.link"),
        )}
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            upload.send(file);
            return false;
          }}
        >
          <Button
            size="small"
            type="text"
            loading={upload.busy}
            title={t("newsroom.tools.image")}
            aria-label={t("newsroom.tools.image")}
          >
            {t("newsroom.tools.imageShort")}
          </Button>
        </Upload>
      </Space>
      <Space size={2}>
        {tool("undo", false, () => chain().undo().run(), "↶", !state.undo)}
        {tool("redo", false, () => chain().redo().run(), "↷", !state.redo)}
      </Space>
      {linking !== null ? (
        <LinkDialog
          href={linking}
          onClose={() => setLinking(null)}
          onSave={(href) => {
            const range = chain().extendMarkRange("link");
            (href ? range.setLink({ href }) : range.unsetLink()).run();
            setLinking(null);
          }}
        />
      ) : null}
    </Space>
  );
}

const linkAddress = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

function LinkDialog(props: { href: string; onSave: (href: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(props.href);
  const wrong = href.trim() !== "" && !linkAddress.test(href.trim());
  return (
    <Modal
      open
      title={t("newsroom.tools.link")}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      okButtonProps={{ disabled: wrong }}
      onOk={() => props.onSave(href.trim())}
      onCancel={props.onClose}
    >
      <Input
        autoFocus
        aria-label={t("newsroom.linkAddress")}
        value={href}
        status={wrong ? "error" : undefined}
        onChange={(event) => setHref(event.target.value)}
        onPressEnter={() => (wrong ? undefined : props.onSave(href.trim()))}
      />
      <div style={{ color: wrong ? "#ff4d4f" : "#8c8c8c", marginTop: 4, fontSize: 12 }}>
        {wrong ? t("newsroom.linkInvalid") : t("newsroom.linkHelp")}
      </div>
    </Modal>
  );
}
