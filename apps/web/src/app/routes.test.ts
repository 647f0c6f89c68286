import { describe, expect, test } from "vitest";
import { flattenRoutes, parentPath, routePath, routeTable } from "./routes";

/** Spec section 2, verbatim: name and path of every screen. */
const specRoutes: [string, string][] = [
  ["game", "/"],
  ["gameDetail", "/game/:appId"],
  ["tabGift", "/game/:appId/gift"],
  ["tabNews", "/game/:appId/news"],
  ["hotGame", "/hotGame"],
  ["notices", "/notices"],
  ["news", "/news"],
  ["newsDetail", "/news/:newsId"],
  ["video", "/video"],
  ["gift", "/gift"],
  ["giftCenter", "/gift/giftCenter"],
  ["missionGift", "/gift/missionGift"],
  ["mall", "/gift/mall"],
  ["giftDetail", "/gift/:giftId"],
  ["mine", "/mine"],
  ["me", "/mine/me"],
  ["myHead", "/mine/myHead"],
  ["myNick", "/mine/myNick"],
  ["bindMail", "/mine/bindMail"],
  ["changeMail", "/mine/changeMail"],
  ["bindPhone", "/mine/bindPhone"],
  ["changePhone", "/mine/changePhone"],
  ["gameBox", "/mine/gameBox"],
  ["discountCoupon", "/mine/discountCoupon"],
  ["cancel", "/mine/cancel"],
  ["score", "/mine/score"],
  ["payment", "/payment"],
  ["paymentSuccess", "/payment/success/:order_no"],
  ["PaymentPending", "/payment/pending/:order_no/:msg?"],
  ["PaymentFail", "/payment/fail/:order_no/:msg?"],
  ["storedActivity", "/payment/storedActivity"],
  ["shielding", "/shielding"],
];

describe("route table", () => {
  const flat = flattenRoutes();

  test.each(specRoutes)("has %s at %s", (name, path) => {
    expect(flat.find((route) => route.name === name)?.path).toBe(path);
  });

  test("the game detail wrapper holds its three tabs as children", () => {
    const wrapper = routeTable.find((entry) => entry.path === "/game/:appId");
    expect(wrapper?.children?.map((child) => [child.name, child.path])).toEqual([
      ["gameDetail", ""],
      ["tabGift", "gift"],
      ["tabNews", "news"],
    ]);
  });

  test("names are unique and only marked extras are outside the spec", () => {
    const names = flat.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const specNames = new Set(specRoutes.map(([name]) => name));
    const outside = flat.filter((route) => !specNames.has(route.name) && !route.entry.children);
    expect(outside.every((route) => route.entry.extra)).toBe(true);
  });

  test("mine sub-pages and payment need sign-in; browsing does not", () => {
    const byName = new Map(flat.map((route) => [route.name, route.entry]));
    for (const name of ["me", "bindMail", "gameBox", "score", "payment", "paymentSuccess"]) {
      expect(byName.get(name)?.signedIn, name).toBe(true);
    }
    for (const name of ["game", "mine", "news", "gift", "hotGame"]) {
      expect(byName.get(name)?.signedIn, name).toBeFalsy();
    }
  });

  test("routePath finds a path by name", () => {
    expect(routePath("gameBox")).toBe("/mine/gameBox");
    expect(() => routePath("nothing")).toThrow();
  });
});

describe("the in-app parent of a page opened directly", () => {
  test.each([
    ["/mine/myNick", "/mine"],
    ["/mine/messages/settings", "/mine/messages"],
    ["/game/3/gift", "/game/3"],
    ["/game/3", "/"],
    ["/news/12", "/news"],
    ["/gift/giftCenter", "/gift"],
    ["/gift/7", "/gift"],
    ["/post/5", "/forums"],
    ["/post/5/edit", "/post/5"],
    ["/user/9", "/forums"],
    ["/payment/success/P1", "/mine/rechargeHistory"],
    ["/payment/fail/P1/declined", "/mine/rechargeHistory"],
    ["/payment/pending/P1", "/mine/rechargeHistory"],
    ["/post/new", "/forums"],
    ["/no/such/page", "/"],
  ])("%s goes back to %s", (path, parent) => {
    expect(parentPath(path)).toBe(parent);
  });

  test("every page's parent is a page of the portal", () => {
    for (const route of flattenRoutes()) {
      const parent = parentPath(route.path.replace(/:\w+\??/g, "1"));
      expect(parent.startsWith("/"), route.name).toBe(true);
    }
  });
});
