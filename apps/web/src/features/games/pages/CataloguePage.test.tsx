import * as games from "@portal/contracts/refs/games";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, test } from "vitest";
import { answerApi, handle } from "../../../testing/api";
import { renderPage, setupI18n } from "../../../testing/render";
import { gameFixture, pageOf } from "../test-fixtures";
import { CataloguePage } from "./CataloguePage";

beforeAll(() => setupI18n("en"));

function catalogueApi() {
  return answerApi(
    handle(games.gameList, ({ query }) =>
      query.q === "zzz" ? pageOf([]) : pageOf([gameFixture(1, { name: "Dragon Realm" })]),
    ),
  );
}
const gameListCalls = (calls: ReturnType<typeof catalogueApi>) => calls.to(games.gameList).map((c) => c.url);

// Typing settles on a timer and the filter pickers load on demand: allow for a busy machine.
describe("catalogue", { timeout: 20_000 }, () => {
  test("searches by name once typing settles, and says No content when nothing matches", async () => {
    const fetch = catalogueApi();
    renderPage(<CataloguePage />);
    expect(await screen.findByText("Dragon Realm")).toBeTruthy();
    const input = screen.getByPlaceholderText("Search by game name");
    fireEvent.change(input, { target: { value: "z" } });
    fireEvent.change(input, { target: { value: "zz" } });
    fireEvent.change(input, { target: { value: "zzz" } });
    expect(await screen.findByText("No content", {}, { timeout: 2000 })).toBeTruthy();
    const queries = gameListCalls(fetch).map((url) => url.searchParams.get("q"));
    expect(queries).toEqual([null, "zzz"]);
  });

  test("sorting and filtering ask the server for that list", async () => {
    const fetch = catalogueApi();
    renderPage(<CataloguePage />);
    await screen.findByText("Dragon Realm");
    fireEvent.click(screen.getByText("Top rated"));
    await waitFor(() => expect(gameListCalls(fetch).at(-1)?.searchParams.get("sort")).toBe("rating"));
    fireEvent.click(screen.getByText("Status"));
    fireEvent.click(await screen.findByText("Pre-registration open"));
    await waitFor(() =>
      expect(gameListCalls(fetch).at(-1)?.searchParams.get("preRegistration")).toBe("true"),
    );
    fireEvent.click(screen.getByText("Type"));
    fireEvent.click(await screen.findByText("Card"));
    await waitFor(() => expect(gameListCalls(fetch).at(-1)?.searchParams.get("type")).toBe("card"));
    expect(gameListCalls(fetch).at(-1)?.searchParams.get("sort")).toBe("rating");
  });

  test("filters come from the address and go back to it, so a filtered list can be shared", async () => {
    const fetch = catalogueApi();
    const { router } = renderPage(<CataloguePage />, { path: "/games?sort=rating&type=card&q=dragon" });
    await screen.findByText("Dragon Realm");
    const asked = gameListCalls(fetch)[0]?.searchParams;
    expect([asked?.get("sort"), asked?.get("type"), asked?.get("q")]).toEqual(["rating", "card", "dragon"]);
    expect((screen.getByPlaceholderText("Search by game name") as HTMLInputElement).value).toBe("dragon");
    fireEvent.click(screen.getByText("Newest"));
    await waitFor(() => expect(router.state.location.search).not.toContain("sort="));
    fireEvent.click(screen.getByText("Status"));
    fireEvent.click(await screen.findByText("Pre-registration open"));
    await waitFor(() => expect(router.state.location.search).toContain("status=preRegistration"));
    expect(router.state.location.search).toContain("type=card");
  });

  test("an unknown filter value in the address is ignored", async () => {
    const fetch = catalogueApi();
    renderPage(<CataloguePage />, { path: "/games?sort=bogus&platform=nes" });
    await screen.findByText("Dragon Realm");
    const asked = gameListCalls(fetch)[0]?.searchParams;
    expect([asked?.get("sort"), asked?.get("platform")]).toEqual(["newest", null]);
  });
});
