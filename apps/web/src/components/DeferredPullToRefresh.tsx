import { lazy, type ReactNode, Suspense } from "react";

const PullToRefresh = lazy(() => import("./PullToRefresh").then((m) => ({ default: m.PullToRefresh })));

/**
 * PullToRefresh whose gesture and animation code loads after the first screen (the home's): until it
 * arrives the content shows as it is. When it arrives the content mounts again once, so use it only
 * where the content keeps its state outside (the home's lists live in the query cache).
 */
export function DeferredPullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={children}>
      <PullToRefresh onRefresh={onRefresh}>{children}</PullToRefresh>
    </Suspense>
  );
}
