import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { RootShell } from "./RootShell";
import { RouteError } from "./RouteError";
import { type PageName, type RouteEntry, routeTable } from "./routes";
import { SignInGate } from "./SignInGate";

/** One lazy chunk per page keeps the first screen small. */
const pages: Record<PageName | "notFound", LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import("../features/games/pages/HomePage").then((m) => ({ default: m.HomePage }))),
  mine: lazy(() => import("../features/account/pages/MinePage").then((m) => ({ default: m.MinePage }))),
  notAvailable: lazy(() =>
    import("../features/shell/pages/NotAvailablePage").then((m) => ({ default: m.NotAvailablePage })),
  ),
  notFound: lazy(() =>
    import("../features/shell/pages/NotFoundPage").then((m) => ({ default: m.NotFoundPage })),
  ),
};

function pageElement(entry: RouteEntry) {
  const Page = pages[entry.page ?? "notAvailable"];
  return entry.signedIn ? (
    <SignInGate>
      <Page />
    </SignInGate>
  ) : (
    <Page />
  );
}

function toRouteObject(entry: RouteEntry): RouteObject {
  if (entry.children) {
    return {
      id: entry.name,
      path: entry.path,
      handle: entry,
      element: <Outlet />,
      children: entry.children.map(toRouteObject),
    };
  }
  const common = { id: entry.name, handle: entry, element: pageElement(entry) };
  return entry.path === "" ? { ...common, index: true } : { ...common, path: entry.path };
}

export const basename = import.meta.env.BASE_URL.replace(/\/$/, "");

export function appRoutes(): RouteObject[] {
  const NotFound = pages.notFound;
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      children: [...routeTable.map(toRouteObject), { path: "*", element: <NotFound /> }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { basename });
}
