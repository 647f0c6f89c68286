import { useNavigate } from "react-router";

/** Back within the app when there is history; otherwise home (e.g. a page opened from a link). */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/", { replace: true });
  };
}
