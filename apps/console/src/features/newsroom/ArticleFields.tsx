import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { TextsItem } from "../../lib/fields";
import { zodRule } from "../../lib/zod-rule";
import { ImageItem, type ImageValue } from "../content/ImageField";
import { RichTextField } from "./RichTextField";

/** What news and topics write alike: a title, a summary, a rich-text body and a cover. */
export interface ArticleValues {
  titles: LocalizedTexts;
  summaries: LocalizedTexts;
  bodies: LocalizedTexts;
  cover: ImageValue;
}

/** The texts and cover of a new article. */
export const newArticle = (): ArticleValues => ({
  titles: emptyTexts(),
  summaries: emptyTexts(),
  bodies: emptyTexts(),
  cover: null,
});

/** The body a create or update route takes: the cover as its media id. */
export const articleBody = <V extends { cover: ImageValue }>({ cover, ...values }: V) => ({
  ...values,
  coverMediaId: cover?.id ?? null,
});

/** The fields of an article's texts and cover, checked by its contract's `shape`. */
export function ArticleFields({ shape }: { shape: Record<"titles" | "summaries" | "bodies", z.ZodType> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextsItem name="titles" label={t("content.title")} rule={shape.titles} english="required" />
      <TextsItem name="summaries" label={t("content.summary")} rule={shape.summaries} multiline />
      <Form.Item
        name="bodies"
        label={t("newsroom.body")}
        rules={[zodRule(shape.bodies)]}
        extra={t("newsroom.bodyHelp")}
      >
        <RichTextField label={t("newsroom.body")} />
      </Form.Item>
      <ImageItem name="cover" label={t("content.cover")} />
    </>
  );
}
