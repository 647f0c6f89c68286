import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * On every navigation: keep the first link (once) and report a page view. The statistics code
 * (and the contract schemas it uses) loads after the first screen.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  const previous = useRef<{ path: string; href: string } | null>(null);

  useEffect(() => {
    if (previous.current?.path === pathname) return; // StrictMode runs effects twice
    const href = window.location.href;
    const referrer = previous.current?.href ?? (document.referrer || undefined);
    previous.current = { path: pathname, href };
    void import("../lib/stats").then(({ reportPageView }) =>
      reportPageView({ path: pathname, href, referrer }),
    );
  }, [pathname]);
}
