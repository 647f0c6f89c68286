import { NotAvailablePage } from "../../shell/pages/NotAvailablePage";

export function HotGamePage() {
  return <NotAvailablePage />;
}
