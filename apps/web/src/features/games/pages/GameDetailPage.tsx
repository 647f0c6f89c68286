import { Outlet } from "react-router";
import { NotAvailablePage } from "../../shell/pages/NotAvailablePage";

export function GameDetailPage() {
  return <Outlet />;
}
export function GameIntroTab() {
  return <NotAvailablePage />;
}
export const GameGiftTab = GameIntroTab;
export const GameNewsTab = GameIntroTab;
