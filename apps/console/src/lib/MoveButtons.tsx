import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";

/** `items` after the one at `index` moves `by` one place (-1 up, 1 down). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}

/** The ↑ and ↓ of one row of an ordered list of `count` rows; `name` tells screen readers which row. */
export function MoveButtons(props: {
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  name?: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      {([-1, 1] as const).map((by) => {
        const label = t(by === -1 ? "content.moveUp" : "content.moveDown");
        return (
          <Button
            key={by}
            size="small"
            aria-label={props.name ? `${label} ${props.name}` : label}
            disabled={by === -1 ? props.index === 0 : props.index === props.count - 1}
            loading={props.loading}
            onClick={() => props.onMove(by)}
          >
            {by === -1 ? "↑" : "↓"}
          </Button>
        );
      })}
    </Space>
  );
}
