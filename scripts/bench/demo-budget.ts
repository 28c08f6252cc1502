import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { firstLoadJs } from "./first-load";

/** Issue 51: what the hunt page may weigh, so the sections other issues add are held to it. */
export const HTML_MAX_KB = 90;
export const JS_OVER_BARE_MAX_KB = 15;

export type DemoBudget = { report: string[]; breaches: string[] };

type Options = {
  startServer: () => Promise<ChildProcess>;
  stopServer: (c: ChildProcess) => void;
  base: string;
  bareJsKb: number | null;
  log: (...a: unknown[]) => void;
};

/** Every listed hunt's id, page by page through the public search API. */
async function listedHuntIds(base: string): Promise<number[]> {
  const ids = new Set<number>();
  for (let page = 1; page <= 100; page++) {
    const res = await fetch(`${base}/api/hunts?page=${page}`);
    if (!res.ok) throw new Error(`demo budget: /api/hunts?page=${page} answered ${res.status}`);
    const hunts = (await res.json()) as { id: number }[];
    const before = ids.size;
    for (const h of hunts) ids.add(Number(h.id));
    if (!hunts.length || ids.size === before) break;
  }
  return [...ids];
}

/**
 * Serves the demo data from a fresh embedded database and weighs every demo hunt page: its HTML
 * (≤ 90 KB) and, for the heaviest, its first-load JS (≤ the bare page's + 15 KB gzipped).
 */
export async function demoHuntBudget(o: Options): Promise<DemoBudget> {
  rmSync(".bench/pglite-demo", { recursive: true, force: true });
  o.log("demo budget: serving the demo data from a fresh embedded database");
  const server = await o.startServer();
  try {
    const ids = await listedHuntIds(o.base);
    const sizes: { id: number; kb: number }[] = [];
    for (const id of ids) {
      const res = await fetch(`${o.base}/hunt/${id}`);
      if (!res.ok) throw new Error(`demo budget: /hunt/${id} answered ${res.status}`);
      sizes.push({ id, kb: Buffer.byteLength(await res.text()) / 1024 });
    }
    sizes.sort((a, b) => b.kb - a.kb);
    const heaviest = sizes[0];
    if (!heaviest) throw new Error("demo budget: the demo data lists no hunt");
    const median = sizes[Math.floor(sizes.length / 2)]!.kb;
    const js = await firstLoadJs(o.base, `/hunt/${heaviest.id}`);
    const breaches: string[] = [];
    const htmlOk = heaviest.kb <= HTML_MAX_KB;
    if (!htmlOk) breaches.push(`demo hunt /hunt/${heaviest.id}: HTML ${heaviest.kb.toFixed(1)} KB > ${HTML_MAX_KB} KB`);
    const jsMax = o.bareJsKb === null ? null : o.bareJsKb + JS_OVER_BARE_MAX_KB;
    const jsOk = jsMax === null ? null : js.gzipKb <= jsMax;
    if (jsOk === false)
      breaches.push(`demo hunt /hunt/${heaviest.id}: first-load JS ${js.gzipKb.toFixed(1)} KB > bare + ${JS_OVER_BARE_MAX_KB} KB`);
    const mark = (ok: boolean | null) => (ok === null ? "" : ok ? "✓" : "✗");
    const report = [
      `## Hunt page budgets on the demo data (${sizes.length} hunt pages)`,
      "",
      "| measurement | figure | target | |",
      "|---|---:|---|---|",
      `| heaviest hunt page HTML (/hunt/${heaviest.id}) | ${heaviest.kb.toFixed(1)} KB | ≤ ${HTML_MAX_KB} KB | ${mark(htmlOk)} |`,
      `| median hunt page HTML | ${median.toFixed(1)} KB | — | |`,
      `| heaviest hunt page first-load JS (gzip, ${js.files} files) | ${js.gzipKb.toFixed(1)} KB | ${jsMax === null ? "— (no bare figure)" : `≤ bare + ${JS_OVER_BARE_MAX_KB} = ${jsMax.toFixed(1)} KB`} | ${mark(jsOk)} |`,
    ];
    return { report, breaches };
  } finally {
    o.stopServer(server);
    await new Promise((r) => setTimeout(r, 1500));
  }
}
