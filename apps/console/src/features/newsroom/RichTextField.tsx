import { editingLanguages, emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { languageNames } from "@portal/contracts/languages";
import { Skeleton, Tabs } from "antd";
import { lazy, Suspense } from "react";

/** The editor is its own chunk: the console's first load does not carry it. */
const RichTextEditor = lazy(() => import("./RichTextEditor"));

interface Props {
  value?: Partial<LocalizedTexts>;
  onChange?: (value: LocalizedTexts) => void;
  label: string;
}

/**
 * Rich text in six languages, one WYSIWYG editor per language tab (○: no text yet in that
 * language). Operators never write HTML; the server keeps only what the portal's sanitizer allows.
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
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <RichTextEditor
              label={`${label} (${languageNames[language]})`}
              value={texts[language]}
              onChange={(text) => onChange?.({ ...texts, [language]: text })}
            />
          </Suspense>
        ),
      }))}
    />
  );
}
