import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useHref, useLocation, useMatches } from "react-router";
import { DownloadBanner } from "../components/DownloadBanner";
import { FooterTabBar } from "../components/FooterTabBar";
import { PageLoading } from "../components/PageLoading";
import { SiteFooter } from "../components/SiteFooter";
import { Toast } from "../components/Toast";
import { useSyncLogin } from "../features/account/sync-login";
import { signInPromptState } from "../lib/sign-in-prompt";
import { videoOverlayState } from "../lib/video-overlay";
import { usePageViews } from "./page-views";
import styles from "./RootShell.module.css";
import type { RouteEntry } from "./routes";

/** The full-screen video overlay (and its player) loads the first time a video is opened. */
const VideoOverlay = lazy(() =>
  import("../components/VideoOverlay").then((m) => ({ default: m.VideoOverlay })),
);

function VideoOverlayHost() {
  const video = videoOverlayState.use();
  if (!video) return null;
  return (
    <Suspense fallback={null}>
      <VideoOverlay />
    </Suspense>
  );
}

/** Checks whether the player may use the portal; it needs the profile API, so it loads after the first screen. */
const AccessGuard = lazy(() =>
  import("../features/account/components/AccessGuard").then((m) => ({ default: m.AccessGuard })),
);
const LoginSheet = lazy(() =>
  import("../features/account/components/LoginSheet").then((m) => ({ default: m.LoginSheet })),
);

/** The login sheet's code loads the first time someone needs it, then stays for its animations. */
function LoginSheetHost() {
  const { open } = signInPromptState.use();
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginSheet />
    </Suspense>
  );
}

/** The head's element for `selector`, made (with `attributes`) when the page has none yet. */
function headElement(tag: "meta" | "link", attributes: Record<string, string>) {
  const selector = Object.entries(attributes)
    .map(([name, value]) => `[${name}="${value}"]`)
    .join("");
  const found = document.head.querySelector(`${tag}${selector}`);
  if (found) return found;
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  document.head.append(made);
  return made;
}

/** The page's title, and the head's description (in the player's language) and canonical address (no query). */
function usePageHead(name: string) {
  const { t } = useTranslation("shell");
  const title = t(`pages.${name}`);
  const description = t("description");
  // The page's address with the app's base (/dist/) and without its query.
  const address = useHref(useLocation().pathname);
  useEffect(() => {
    document.title = `${title} · ${t("appName")}`;
  }, [title, t]);
  useEffect(() => {
    headElement("meta", { name: "description" }).setAttribute("content", description);
  }, [description]);
  useEffect(() => {
    headElement("link", { rel: "canonical" }).setAttribute("href", `${location.origin}${address}`);
  }, [address]);
}

export function RootShell() {
  const matches = useMatches();
  const entries = matches
    .map((match) => match.handle as RouteEntry | undefined)
    .filter((e) => e !== undefined);
  const hideFooter = entries.some((entry) => entry.hideFooter);
  usePageHead(entries.at(-1)?.name ?? "notFound");
  usePageViews();
  useSyncLogin();

  return (
    <div className={styles.shell} data-footer={!hideFooter}>
      <DownloadBanner />
      <main className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {!hideFooter && <FooterTabBar />}
      <Toast />
      <VideoOverlayHost />
      <LoginSheetHost />
      <Suspense fallback={null}>
        <AccessGuard />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
