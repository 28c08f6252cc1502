import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ADMIN, HUNTER, OUTFITTER, signIn } from "./support/auth";
import { layoutProblem, type Visit } from "./support/layout";

/**
 * On the narrowest phone in use (320 px wide: iPhone SE, small Androids) no page scrolls sideways:
 * the document is no wider than the viewport. Cards in a grid track size it by their widest
 * unbreakable row (a name beside a price, a badge beside two buttons), so one long row widens the
 * whole column; this catches that on every page a role uses. Nor does anything hang below the
 * footer (a form control positioned outside its scrolling list stretches the page).
 */
const PHONE = { width: 320, height: 700 };

type Ids = { hunt: number; outfitter: number };

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const res = await request.get("/api/hunts?limit=1");
  expect(res.ok()).toBe(true);
  const { hunts } = (await res.json()) as { hunts: { id: number; outfitterId: number }[] };
  return { hunt: hunts[0]!.id, outfitter: hunts[0]!.outfitterId };
}

const PAGES: Record<"visitor" | "hunter" | "outfitter" | "admin", (ids: Ids) => Visit[]> = {
  visitor: (ids) => [
    "/",
    "/?species=elk",
    "/browse-hunts",
    "/advanced-search",
    `/hunt/${ids.hunt}`,
    `/outfitter/${ids.outfitter}`,
    `/compare?ids=${ids.hunt}`,
    `/gear-list/${ids.outfitter}`,
    "/help-center",
    "/contact-us",
  ],
  hunter: (ids) => [
    "/hunter-dashboard",
    "/messages",
    "/profile",
    `/hunt/${ids.hunt}`,
    `/booking/${ids.hunt}`,
    `/messages?recipient=${ids.outfitter}&autoOpen=true`,
  ],
  outfitter: () => ["/outfitter-dashboard", { path: "/outfitter-dashboard", open: "Create Hunt" }, "/messages", "/profile"],
  admin: () => ["/admin", "/questionnaire-reports", "/messages"],
};
const EMAIL = { hunter: HUNTER, outfitter: OUTFITTER, admin: ADMIN } as const;

test.use({ viewport: PHONE });

for (const role of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
  test(`no page scrolls sideways on a 320 px phone, as ${role}`, async ({ page }) => {
    const ids = await demoIds(page.request);
    if (role !== "visitor") await signIn(page, EMAIL[role]);
    for (const visit of PAGES[role](ids)) {
      expect.soft(await layoutProblem(page, visit), JSON.stringify(visit)).toBeNull();
    }
  });
}
