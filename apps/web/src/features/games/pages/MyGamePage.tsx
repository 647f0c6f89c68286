import { NotAvailablePage } from "../../shell/pages/NotAvailablePage";

export function MyGamePage() {
  return <NotAvailablePage />;
}
