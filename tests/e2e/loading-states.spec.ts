import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Loading states on navigations in the browser: the search pages draw skeleton cards in place of
 * the old results (no loading.tsx, so a first request can still answer 500 — see
 * components/search/search-pending.tsx). The hunt and booking pages' loading.tsx frames are
 * checked in tests/unit/dashboard-loading.test.tsx.
 */

/** Holds the browser's navigation requests (RSC) matching `url` until released. */
async function holdNavigations(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(url, async (route) => {
    if (!route.request().headers()["rsc"]) return route.continue();
    held.push(route);
    await released;
    await route.continue();
  });
  return { release, held };
}

test("changing the order on browse shows skeleton cards in the results' place until the new results arrive", async ({ page }) => {
  await page.goto("/browse-hunts");
  const region = page.locator("#browse-form-results");
  await expect(region).toHaveAttribute("aria-busy", "false");
  const before = await region.boundingBox();
  const { release } = await holdNavigations(page, /\/browse-hunts\?/);
  await page.getByLabel("Sort by").selectOption("price_asc");
  await expect(page.getByTestId("results-skeleton")).toBeVisible();
  await expect(region).toHaveAttribute("aria-busy", "true");
  expect((await region.boundingBox())?.height).toBe(before?.height);
  release();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByTestId("results-skeleton")).toBeHidden();
  await expect(region).toHaveAttribute("aria-busy", "false");
});

test("a search and a page link on advanced search show the same pending state", async ({ page }) => {
  await page.goto("/advanced-search");
  const { release } = await holdNavigations(page, /\/advanced-search\?/);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page.getByTestId("results-skeleton")).toBeVisible();
  release();
  await expect(page.getByTestId("results-skeleton")).toBeHidden();
  const next = page.getByRole("link", { name: "Next" });
  if (await next.count()) {
    await page.unrouteAll({ behavior: "wait" });
    const paging = await holdNavigations(page, /\/advanced-search\?/);
    await next.click();
    await expect(page.getByTestId("results-skeleton")).toBeVisible();
    paging.release();
    await expect(page.getByTestId("results-skeleton")).toBeHidden();
  }
});
