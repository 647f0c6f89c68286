import { editingLanguages, emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { type Language, languageNames } from "@portal/contracts/languages";
import { Button, Input, Space, Tabs, Typography } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  value?: Partial<LocalizedTexts>;
  onChange?: (value: LocalizedTexts) => void;
  label: string;
}

/** Tags the toolbar wraps around the selection; the server's sanitizer allows exactly these. */
const tools = [
  { key: "bold", open: "<strong>", close: "</strong>" },
  { key: "italic", open: "<em>", close: "</em>" },
  { key: "heading", open: "<h2>", close: "</h2>" },
  { key: "paragraph", open: "<p>", close: "</p>" },
  { key: "list", open: "<ul>\n<li>", close: "</li>\n</ul>" },
  { key: "link", open: '<a href="https://">', close: "</a>" },
] as const;

/**
 * Rich text in six languages: HTML with a toolbar (bold, italic, heading, paragraph, list, link)
 * and a live preview. The preview is a sandboxed frame (no scripts run); the server keeps only what
 * the portal's sanitizer allows, so what players get is the preview minus anything unsafe.
 */
export function RichTextField({ value, onChange, label }: Props) {
  const texts = { ...emptyTexts(), ...value };
  return (
    <Tabs
      size="small"
      items={editingLanguages.map((language) => ({
        key: language,
        label: `${languageNames[language]}${texts[language] ? "" : " ○"}`,
        children: (
          <OneLanguage
            language={language}
            label={label}
            text={texts[language]}
            onChange={(text) => onChange?.({ ...texts, [language]: text })}
          />
        ),
      }))}
    />
  );
}

function OneLanguage(props: {
  language: Language;
  label: string;
  text: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const area = useRef<TextAreaRef>(null);
  const wrap = (open: string, close: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? props.text.length;
    const end = element?.selectionEnd ?? props.text.length;
    props.onChange(
      props.text.slice(0, start) + open + props.text.slice(start, end) + close + props.text.slice(end),
    );
  };
  const field = `${props.label} (${languageNames[props.language]})`;
  return (
    <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 12 }}>
      <Space direction="vertical" style={{ width: "100%" }}>
        <Space wrap size={4}>
          {tools.map((tool) => (
            <Button key={tool.key} size="small" onClick={() => wrap(tool.open, tool.close)}>
              {t(`newsroom.tools.${tool.key}`)}
            </Button>
          ))}
        </Space>
        <Input.TextArea
          ref={area}
          aria-label={field}
          value={props.text}
          autoSize={{ minRows: 8, maxRows: 16 }}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </Space>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("newsroom.preview")}
        </Typography.Text>
        <iframe
          title={`${field} — ${t("newsroom.preview")}`}
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:14px system-ui;margin:8px">${props.text}</body>`}
          style={{
            width: "100%",
            height: 240,
            border: "1px solid #d9d9d9",
            borderRadius: 6,
            background: "#fff",
          }}
        />
      </div>
    </div>
  );
}
