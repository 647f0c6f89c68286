import { editingLanguages, type LocalizedTexts } from "@portal/contracts/console/texts";
import { type Language, languageNames, textAlongChain } from "@portal/contracts/languages";
import { Input, type TableColumnType, Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

interface Props {
  /** Set by Form.Item: the six texts. */
  value?: Partial<LocalizedTexts>;
  onChange?: (value: LocalizedTexts) => void;
  /** Long texts (intros) get a text area. */
  multiline?: boolean;
  /** Accessible name of the field, e.g. "Name". */
  label: string;
  /** Languages that must be given (shown with a mark). */
  required?: readonly Language[];
}

/**
 * One text in the portal's six languages. Under each empty language it previews what a player
 * reading that language would see, by the portal's own fallback (`textAlongChain`), or that they
 * would see nothing. Used by every content form (games, banners; later news, notices, topics).
 */
export function LocalizedTextField({ value, onChange, multiline, label, required = [] }: Props) {
  const { t } = useTranslation();
  const texts = { ...emptyValue(), ...value };
  const change = (language: Language, text: string) => onChange?.({ ...texts, [language]: text });
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "8px 16px" }}>
      {editingLanguages.map((language) => {
        const fallback = texts[language] ? undefined : textAlongChain(texts, language);
        const field = `${label} (${languageNames[language]})`;
        return (
          <div key={language}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {languageNames[language]}
              {required.includes(language) ? " *" : ""}
            </Typography.Text>
            {multiline ? (
              <Input.TextArea
                aria-label={field}
                value={texts[language]}
                autoSize={{ minRows: 2, maxRows: 6 }}
                onChange={(event) => change(language, event.target.value)}
              />
            ) : (
              <Input
                aria-label={field}
                value={texts[language]}
                onChange={(event) => change(language, event.target.value)}
              />
            )}
            {texts[language] ? null : (
              <Typography.Text type={fallback ? "secondary" : "warning"} style={{ fontSize: 12 }}>
                {fallback ? (
                  <>
                    {t("texts.fallsBackTo", { language: languageNames[fallback.language as Language] })}{" "}
                    <Typography.Text italic style={{ fontSize: 12 }} ellipsis>
                      {fallback.text}
                    </Typography.Text>
                  </>
                ) : (
                  t("texts.nothingShown")
                )}
              </Typography.Text>
            )}
          </div>
        );
      })}
    </div>
  );
}

const emptyValue = () =>
  Object.fromEntries(editingLanguages.map((language) => [language, ""])) as LocalizedTexts;

/** The languages a list row lacks, as small tags (the "missing translations" column). */
export function MissingLanguages({ languages }: { languages: string[] }) {
  const { t } = useTranslation();
  if (languages.length === 0) return <Tag color="green">{t("texts.complete")}</Tag>;
  return (
    <>
      {languages.map((language) => (
        <Tag key={language} color="orange">
          {languageNames[language as Language] ?? language}
        </Tag>
      ))}
    </>
  );
}

/** The table column of a row's missing translations. */
export const missingColumn = <T extends { missingLanguages: string[] }>(
  t: TFunction,
): TableColumnType<T> => ({
  title: t("texts.missing"),
  render: (_, row) => <MissingLanguages languages={row.missingLanguages} />,
});
