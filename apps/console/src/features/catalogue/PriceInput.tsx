import { InputNumber } from "antd";

interface Props {
  /** Set by Form.Item: the amount in minor units, or null for none. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  currency: string;
  /** Digits after the decimal point of the currency (`currencyDigits`). */
  digits: number;
  label: string;
}

/** An amount typed in the currency's major unit (4.99 USD) and kept in minor units (499). */
export function PriceInput({ value, onChange, currency, digits, label }: Props) {
  const scale = 10 ** digits;
  return (
    <InputNumber<number>
      aria-label={label}
      value={value === null || value === undefined ? null : value / scale}
      precision={digits}
      step={digits === 0 ? 1000 : 1}
      style={{ width: "100%" }}
      suffix={currency}
      onChange={(major) => onChange?.(major === null ? null : Math.round(major * scale))}
    />
  );
}
