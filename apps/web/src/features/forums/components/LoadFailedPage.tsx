import { ContentUnavailable } from "../../../components/ContentUnavailable";
import { PageHeader } from "../../../components/PageHeader";
import styles from "./forums.module.css";

/** A forum page whose board, post or player could not be read (gone, or the network failed). */
export function LoadFailedPage({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error | null;
  onRetry?: () => void;
}) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <ContentUnavailable error={error} onRetry={onRetry} />
    </div>
  );
}
