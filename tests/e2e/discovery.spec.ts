import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginHref } from "../../lib/auth/return-path";
import { knownRegion } from "../../lib/hunts/known-regions";
import { ADMIN, OUTFITTER, signedInPage } from "./support/auth";

type Hunt = {
  id: number;
  title: string;
  price: string;
  species: string[];
  outfitterId: number;
  availability: number;
  outfitter?: { firstName: string };
};

/**
 * A listed, bookable hunt from the seeded data, read through the public API (no fixed ids). The
 * demo data has a sold-out hunt among the first listed, whose page offers no "Book This Hunt".
 */
async function someHunt(request: APIRequestContext): Promise<Hunt> {
  const res = await request.get("/api/hunts?limit=20");
  expect(res.ok()).toBe(true);
  const { hunts } = (await res.json()) as { hunts: Hunt[] };
  const hunt = hunts.find((h) => h.species.length > 0 && h.availability > 0);
  expect(hunt, "the demo data needs a listed hunt with a species and a free spot").toBeTruthy();
  return hunt!;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const usd = (price: string) => `$${Number(price.split(".")[0]).toLocaleString("en-US")}.${price.split(".")[1]}`;

test("search by species from the landing page, then Clear returns to Featured Hunts", async ({ page, request }) => {
  const hunt = await someHunt(request);
  const species = hunt.species[0]!;
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Hunts" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Find Your Perfect Hunt" })).toBeVisible();

  const select = page.getByLabel("Species", { exact: true });
  const catalogued = await select.locator(`option[value="${species}"]`).count();
  if (catalogued) await select.selectOption(species);
  else await page.getByPlaceholder("Or type any species...").fill(species);
  await page.getByRole("button", { name: "Search" }).click();

  await expect(page).toHaveURL(/[?&]species=/);
  await expect(page.getByText("Scroll down to see your search results!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByText(/^Found \d+\+? hunt\(s\) matching your search$/)).toBeVisible();
  await expect(page.locator("#hunts").getByRole("heading", { name: hunt.title }).first()).toBeVisible();

  // The result list is in the address: reloading shows the same search.
  await page.reload();
  await expect(page.getByText(/^Found \d+\+? hunt\(s\) matching your search$/)).toBeVisible();

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("heading", { name: "Featured Hunts" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a search with no match shows the empty state", async ({ page }) => {
  await page.goto("/?species=unicorn#hunts");
  await expect(page.getByText("No hunts match your search criteria.")).toBeVisible();
  await expect(page.getByText("Try adjusting your filters.")).toBeVisible();
  await expect(page.getByText("Found 0 hunt(s) matching your search")).toBeVisible();
});

test("open a hunt from the landing page and see its details and navigation", async ({ page, request }) => {
  const hunt = await someHunt(request);
  await page.goto(`/?species=${encodeURIComponent(hunt.species[0]!)}`);
  await page
    .getByRole("link", { name: `View details of ${hunt.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/hunt/${hunt.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: hunt.title }).first()).toBeVisible();
  await expect(page.getByTestId("hunt-price")).toHaveText(usd(hunt.price));
  await expect(page.getByRole("link", { name: "Book This Hunt" })).toHaveAttribute("href", loginHref(`/booking/${hunt.id}`));
  await expect(page.getByRole("link", { name: "Message Outfitter" })).toHaveAttribute(
    "href",
    loginHref(`/messages?recipient=${hunt.outfitterId}&autoOpen=true&hunt=${hunt.id}`),
  );
  await expect(page.getByRole("link", { name: "Gear List" })).toHaveAttribute("href", `/gear-list/${hunt.outfitterId}`);
  await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
});

test("a hunt page's HTML without JavaScript has its title, price and JSON-LD, and the sitemap lists it", async ({ request }) => {
  const hunt = await someHunt(request);
  const res = await request.get(`/hunt/${hunt.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(escapeHtml(hunt.title));
  expect(html).toContain(usd(hunt.price));
  expect(html).toContain(`<link rel="canonical" href="`);
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(ld).not.toBeNull();
  const data = JSON.parse(ld![1]!) as { "@type": string; name: string; offers: { price: string; priceCurrency: string } };
  expect(data).toMatchObject({ "@type": "Product", name: hunt.title, offers: { price: hunt.price, priceCurrency: "USD" } });

  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files).toContain("/sitemaps/outfitters.xml");
  let listed = false;
  for (const file of files.filter((f) => f.includes("/sitemaps/hunts-"))) {
    if ((await (await request.get(file)).text()).includes(`/hunt/${hunt.id}</loc>`)) listed = true;
  }
  expect(listed).toBe(true);
  expect(await (await request.get("/robots.txt")).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

// A page's markup travels twice: as HTML and again in its RSC payload. What every hunt card draws
// alike is one element object (lib/shared-element.ts), which React's payload sends once and then
// refers to: once in each card's HTML, and once more in the payload, however many cards.
test("a page of hunt cards carries what every card draws alike once in its RSC payload", async ({ request }) => {
  for (const path of ["/browse-hunts", "/"]) {
    const html = await (await request.get(path)).text();
    const cards = html.match(/<article /g)?.length ?? 0;
    expect(cards, `${path} should list several hunts`).toBeGreaterThan(3);
    const count = (text: string) => html.split(text).length - 1;
    expect(count("lucide lucide-calendar-days size-4"), path).toBe(cards + 1);
    expect(count("lucide lucide-map-pin size-3.5 shrink-0"), path).toBe(cards + 1);
    // The 404 markup of every not-found boundary above the page: once in the payload, never in the HTML.
    expect(count("404 Page Not Found"), path).toBe(1);
  }
});

test("a paused hunt's page is 404 for visitors while its outfitter and the admin still see it", async ({ browser, page, request }) => {
  const outfitter = await signedInPage(browser, OUTFITTER);
  const own = (await (await outfitter.page.request.get("/api/outfitter/hunts")).json()) as {
    id: number;
    title: string;
    isActive: boolean;
    species: string[];
    location: string;
  }[];
  // The last of the demo outfitter's active hunts (the booking and messaging specs take the first ones).
  const hunt = own.filter((h) => h.isActive).at(-1)!;
  expect(hunt, "the demo outfitter needs an active hunt").toBeTruthy();
  const region = hunt.location
    .split(",")
    .map(knownRegion)
    .find((r) => r !== null)!;
  expect(region, `a known region in "${hunt.location}"`).toBeTruthy();
  const inSearch = async () => {
    const res = await request.get(`/api/hunts?location=${encodeURIComponent(hunt.title)}&limit=50`);
    expect(res.ok()).toBe(true);
    const byTitle = ((await res.json()) as { hunts: { id: number }[] }).hunts.some((h) => h.id === hunt.id);
    // A species search is served from the data cache (lib/hunts/search-cache.ts): pausing must expire it too.
    const bySpecies = await request.get(`/api/hunts?species=${encodeURIComponent(hunt.species[0]!)}&limit=100`);
    expect(bySpecies.ok()).toBe(true);
    expect(((await bySpecies.json()) as { hunts: { id: number }[] }).hunts.some((h) => h.id === hunt.id)).toBe(byTitle);
    // So is a search for the state, province or country the hunt is in.
    const byRegion = await request.get(`/api/hunts?location=${encodeURIComponent(region)}&limit=100`);
    expect(byRegion.ok()).toBe(true);
    expect(((await byRegion.json()) as { hunts: { id: number }[] }).hunts.some((h) => h.id === hunt.id)).toBe(byTitle);
    return byTitle;
  };
  expect((await request.get(`/hunt/${hunt.id}`)).status()).toBe(200);
  expect(await inSearch()).toBe(true);

  // The outfitter pauses it from the dashboard.
  await outfitter.page.goto("/");
  const card = outfitter.page.getByRole("article", { name: hunt.title, exact: true });
  await card.getByRole("button", { name: "Pause Hunt" }).click();
  await expect(outfitter.page.getByText("Hunt Updated").first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Activate Hunt" })).toBeVisible();
  try {
    // A visitor: the HTML is the 404 page without the hunt, the API and search do not know it.
    const html = await request.get(`/hunt/${hunt.id}`);
    expect(html.status()).toBe(404);
    const body = await html.text();
    expect(body).toContain("404 Page Not Found");
    expect(body).not.toContain(escapeHtml(hunt.title));
    expect((await request.get(`/api/hunts/${hunt.id}`)).status()).toBe(404);
    expect(await inSearch()).toBe(false);
    const visit = await page.goto(`/hunt/${hunt.id}`);
    expect(visit?.status()).toBe(404);
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    await expect(page.getByRole("heading", { name: hunt.title })).toHaveCount(0);

    // Its outfitter and the admin still see the hunt, with a note that visitors cannot.
    const admin = await signedInPage(browser, ADMIN);
    for (const viewer of [outfitter.page, admin.page]) {
      await viewer.goto(`/hunt/${hunt.id}`);
      await expect(viewer.getByRole("heading", { level: 1, name: hunt.title })).toBeVisible();
      await expect(viewer.getByRole("status").filter({ hasText: "Visitors cannot see this hunt" })).toBeVisible();
    }
    await admin.context.close();
  } finally {
    const restored = await outfitter.page.request.patch(`/api/hunts/${hunt.id}/status`, { data: { isActive: true } });
    expect(restored.status()).toBe(200);
  }
  expect((await request.get(`/hunt/${hunt.id}`)).status()).toBe(200);
  expect(await inSearch()).toBe(true);
  await outfitter.context.close();
});

test("unknown hunts and outfitters are 404s; the outfitter page and gear list render", async ({ page, request }) => {
  const hunt = await someHunt(request);
  const missing = await request.get("/hunt/999999999");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("404 Page Not Found");
  expect((await request.get("/hunt/not-a-number")).status()).toBe(404);

  await page.goto(`/outfitter/${hunt.outfitterId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hunt.outfitter!.firstName);
  await expect(page.getByText("Active Hunts")).toBeVisible();
  await expect(page.getByText(/^(Verified|Pending)$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Message Outfitter" })).toHaveAttribute(
    "href",
    loginHref(`/messages?recipient=${hunt.outfitterId}&autoOpen=true`),
  );

  await page.goto(`/gear-list/${hunt.outfitterId}`);
  await expect(page.getByRole("heading", { name: "Recommended Gear" })).toBeVisible();
  await expect(page.getByText(/As an Amazon Associate/)).toBeVisible();
  const noOutfitter = await page.goto("/gear-list/999999999");
  expect(noOutfitter?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Outfitter Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("browse and advanced search keep their filters in the address", async ({ page, request }) => {
  const hunt = await someHunt(request);
  await page.goto("/browse-hunts");
  await expect(page.getByRole("heading", { name: "Browse Hunts" })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(hunt.title.slice(0, 20));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/location=/);
  await expect(page.getByTestId("results-count")).toContainText(/\d+\+? hunts? found/);
  await expect(page.getByRole("link", { name: `View details of ${hunt.title}` }).first()).toBeVisible();

  await page.goto("/advanced-search?weapons=laser&minPrice=abc");
  await expect(page.getByText("Some filters were ignored:")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Max price ($)").fill("1");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/maxPrice=1/);
  await expect(page.getByText("No hunts match your search criteria.")).toBeVisible();
});
