import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The pages visitors land on from search engines arrive whole and paint once:
 *  - a hunt's and an outfitter's page hold their content in <main> itself. A loading.tsx frame
 *    around them made React send the frame first and the page (larger than its 12.8 KB
 *    progressive chunk) after it, revealed by a script up to 300 ms later: the hunt photo painted
 *    late, and on the outfitter page the footer jumped (Lighthouse CLS 0.30).
 *  - their photos are optimized once: the second request for the same size is a cache HIT
 *    (lib/cache/cache-handler.mjs), not another AVIF encoding of ~300 ms.
 */
async function firstHunt(request: APIRequestContext): Promise<{ id: number; outfitterId: number }> {
  const res = await request.get("/api/hunts?limit=20");
  expect(res.ok()).toBe(true);
  const { hunts } = (await res.json()) as { hunts: { id: number; outfitterId: number; images: string[] }[] };
  const hunt = hunts.find((h) => h.images.length > 0);
  expect(hunt, "the demo data needs a listed hunt with a photo").toBeTruthy();
  return hunt!;
}

/** The served document's <main>, and whether a Suspense frame still waits in it. */
async function mainOf(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return { html, main, pending: /<template id="B:/.test(main) };
}

test("a hunt's page and its outfitter's page arrive with their content in place", async ({ request }) => {
  const hunt = await firstHunt(request);
  for (const path of [`/hunt/${hunt.id}`, `/outfitter/${hunt.outfitterId}`]) {
    await request.get(path); // the second answer comes from the page cache, as most visitors get it
    const { main, pending } = await mainOf(request, path);
    expect(pending, `${path}: a Suspense frame in <main>`).toBe(false);
    expect(main, path).toMatch(/<h1[\s>]/);
  }
});

test("a hunt photo is optimized once, then served from the image cache", async ({ request }) => {
  const hunt = await firstHunt(request);
  const { html } = await mainOf(request, `/hunt/${hunt.id}`);
  const src = html.match(/<img[^>]+src="(\/_next\/image\?[^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
  expect(src, "the hunt page's photo goes through the image optimizer").toBeTruthy();
  const headers = { accept: "image/avif,image/webp,*/*" };
  const first = await request.get(src!, { headers });
  expect(first.status()).toBe(200);
  const second = await request.get(src!, { headers });
  expect(second.status()).toBe(200);
  expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
  expect((await second.body()).equals(await first.body())).toBe(true);
});
