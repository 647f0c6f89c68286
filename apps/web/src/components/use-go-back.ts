import { useLocation, useNavigate } from "react-router";
import { parentPath } from "../app/routes";

/** Whether the app itself has an earlier entry in this tab's history (react-router counts them). */
function hasInAppHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/**
 * Back within the app when there is history; otherwise to the page's in-app parent (a page opened
 * from a link or typed in goes to its parent, never out of the site).
 */
export function useGoBack() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    if (hasInAppHistory()) navigate(-1);
    else navigate(parentPath(pathname), { replace: true });
  };
}
