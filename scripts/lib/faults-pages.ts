/**
 * test:faults phase (d): what a visitor sees when the database is down. The landing page renders
 * on the server around its failed search; the other pages fail their server render and show their
 * error boundary (app/…/error.tsx), which React renders in the browser, so this phase uses
 * Chromium, not raw HTTP. Afterwards the same pages must render normally: nothing failed was cached.
 */
import { chromium, type Browser } from "@playwright/test";
import type { PrivateCluster } from "./database";
import { send, sleep } from "./servers";

type Probe = { path: string; says: string[]; status: number };

/** Stack frames, driver or network internals a page must never show (HTML has <select>, so no SQL words). */
const PAGE_LEAK = /\bat \S+ \(|node_modules|ECONN|CONNECTION_|sqlstate|Failed query|postgres\.js/i;

export async function checkPagesWhileDown(opts: { port: number; cluster: PrivateCluster; huntId: number; outfitterId: number }) {
  const base = `http://127.0.0.1:${opts.port}`;
  const probes: Probe[] = [
    {
      path: "/?species=elk&location=faultprobe",
      says: ["Failed to search hunts", "Premium Hunting Experiences", "Find Your Perfect Hunt"],
      status: 200,
    },
    { path: "/browse-hunts?species=elk&location=faultprobe", says: ["Failed to search hunts", "Try again", "Back to Home"], status: 500 },
    { path: "/advanced-search?location=faultprobe", says: ["Failed to search hunts", "Try again"], status: 500 },
    { path: `/outfitter/${opts.outfitterId}`, says: ["Failed to fetch outfitter", "Try again"], status: 500 },
    { path: `/hunt/${opts.huntId}`, says: ["Failed to load this page", "Try again"], status: 500 },
  ];
  const rules: Array<[string, string[]]> = [];
  const rows: Record<string, string | number>[] = [];
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    });
    const page = await browser.newPage();
    opts.cluster.stop("immediate");
    await sleep(300);
    for (const p of probes) {
      const started = performance.now();
      const res = await page.goto(base + p.path, { waitUntil: "load", timeout: 20_000 }).catch(() => null);
      const breaches: string[] = [];
      for (const text of p.says) {
        const seen = await page
          .getByText(text, { exact: false })
          .first()
          .waitFor({ state: "visible", timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
        if (!seen) breaches.push(`"${text}" not shown`);
      }
      const status = res?.status() ?? 0;
      if (status !== p.status) breaches.push(`HTTP ${status}, expected ${p.status}`);
      const text = await page
        .locator("body")
        .innerText()
        .catch(() => "");
      const html = await page.content().catch(() => "");
      const leak = PAGE_LEAK.exec(text) ?? PAGE_LEAK.exec(html);
      if (leak) breaches.push(`shows "${leak[0]}"`);
      rules.push([`${p.path} with the database down: ${p.says[0]} (HTTP ${status})`, breaches]);
      rows.push({ phase: `d: ${p.path.slice(0, 40)} (db down)`, requests: 1, "p50 ms": Math.round(performance.now() - started) });
    }
  } catch (err) {
    rules.push(["pages with the database down", [`the browser check failed: ${String(err).slice(0, 200)}`]]);
  } finally {
    if (!opts.cluster.running()) opts.cluster.start();
    await browser?.close();
  }

  // Back up: the same pages render normally (the failures were not cached).
  const recovered: string[] = [];
  for (const p of probes.slice(1)) {
    let last = 0;
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      const r = await send(opts.port, "GET", p.path, { headers: { accept: "text/html" } });
      last = r.status;
      if (r.status === 200 && !r.text.includes(p.says[0]!)) break;
      await sleep(250);
    }
    if (last !== 200) recovered.push(`${p.path} answered ${last} after the database came back`);
  }
  rules.push(["the same pages render normally once the database is back", recovered]);
  return { rules, rows };
}
