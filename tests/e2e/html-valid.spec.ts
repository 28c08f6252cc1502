import { expect, test } from "./support/fixtures";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nuErrors } from "./support/nu-checker";

/**
 * Every public page passes the W3C Nu HTML checker with zero errors: the HTML the server sends (what
 * a crawler and the checker's "view source" read), for the pages anyone can open, the 404 pages
 * included. The checker is vnu.jar (support/nu-checker.ts).
 */
test("every public page is valid HTML (W3C Nu checker, zero errors)", async ({ request }) => {
  test.setTimeout(180_000);
  const res = await request.get("/api/hunts?limit=100");
  expect(res.ok()).toBe(true);
  const { hunts } = (await res.json()) as { hunts: { id: number; outfitterId: number }[] };
  const hunt = hunts[0]!;
  const pages: [string, number][] = [
    ["/", 200],
    ["/?species=elk", 200],
    ["/browse-hunts", 200],
    ["/browse-hunts?species=elk&sort=price-asc", 200],
    ["/advanced-search", 200],
    [`/hunt/${hunt.id}`, 200],
    [`/outfitter/${hunt.outfitterId}`, 200],
    [
      `/compare?ids=${hunts
        .slice(0, 4)
        .map((h) => h.id)
        .join(",")}`,
      200,
    ],
    ["/compare", 200],
    [`/gear-list/${hunt.outfitterId}`, 200],
    ["/about", 200],
    ["/contact-us", 200],
    ["/help-center", 200],
    ["/terms-of-service", 200],
    ["/privacy-policy", 200],
    ["/sign-in", 200],
    ["/reset-password?token=x", 200],
    ["/no-such-page", 404],
    ["/hunt/999999999", 404],
  ];
  const dir = mkdtempSync(path.join(tmpdir(), "ridgeline-html-"));
  const files = new Map<string, string>();
  for (const [url, status] of pages) {
    const page = await request.get(url);
    expect(page.status(), url).toBe(status);
    const file = path.join(dir, `${files.size}.html`);
    writeFileSync(file, await page.text());
    files.set(`file:${file}`, url);
  }
  const errors = nuErrors([...files.keys()].map((f) => f.slice("file:".length))).map(
    (m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message} [${m.extract ?? ""}]`,
  );
  expect(errors).toEqual([]);
});
