import { NotAvailablePage } from "../../shell/pages/NotAvailablePage";

export function CataloguePage() {
  return <NotAvailablePage />;
}
