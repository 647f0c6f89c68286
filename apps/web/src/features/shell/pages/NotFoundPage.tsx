import { useTranslation } from "react-i18next";
import { ContentUnavailable } from "../../../components/ContentUnavailable";
import { PageHeader } from "../../../components/PageHeader";

/** An address the portal does not know: the same dead-end-free page as content that is gone. */
export function NotFoundPage() {
  const { t } = useTranslation("shell");
  return (
    <>
      <PageHeader title={t("pages.notFound")} />
      <ContentUnavailable error={null} />
    </>
  );
}
