import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The page's query parameters, and a setter for one of them: an empty value removes it. The address
 * changes in place (no new history entry), so a filtered page can be shared and survives a reload.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params, setParam] as const;
}

/**
 * A search box's text, starting from the address's `q`; `q` is the text once the player stops
 * typing, tidied by `tidy`, and is written back to the address.
 */
export function useSearchText(tidy: (text: string) => string) {
  const [params, setParam] = useAddressParams();
  const [text, setText] = useState(() => params.get("q") ?? "");
  const q = useDebouncedValue(tidy(text));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search text writes the address
  useEffect(() => setParam("q", q), [q]);
  return { text, setText, q };
}
