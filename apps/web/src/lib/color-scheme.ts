/** Dark theme follows the system: antd-mobile and our tokens read html[data-prefers-color-scheme]. */
export function followColorScheme(): () => void {
  const query = window.matchMedia?.("(prefers-color-scheme: dark)");
  if (!query) return () => {};
  const apply = () => {
    document.documentElement.dataset.prefersColorScheme = query.matches ? "dark" : "light";
  };
  apply();
  query.addEventListener("change", apply);
  return () => query.removeEventListener("change", apply);
}
