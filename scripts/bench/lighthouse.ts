import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Lighthouse is the bench's alone, and heavy (about 200 packages, one of them depending on other
 * packages by the dist-tag "latest", which no package-lock.json can hold stably: `npm ci` then
 * fails with "Missing: third-party-web@… from lock file"). So it is not a dependency of the
 * project: the bench installs this pinned version into .bench/tools on first use, from the npm
 * registry, and loads it from there.
 */
export const LIGHTHOUSE_VERSION = "12.8.2";
const TOOLS_DIR = path.resolve(".bench/tools");

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
  runtimeError?: { code: string; message: string };
};
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
type ChromeLauncher = { launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }> };

function installedVersion(): string | null {
  const manifest = path.join(TOOLS_DIR, "node_modules/lighthouse/package.json");
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** Installs Lighthouse into .bench/tools when it is not there yet (or another version is). */
export function ensureLighthouse(): string {
  if (installedVersion() === LIGHTHOUSE_VERSION) return TOOLS_DIR;
  mkdirSync(TOOLS_DIR, { recursive: true });
  // Its own package.json, so npm installs here and never touches the project's tree or lock.
  writeFileSync(path.join(TOOLS_DIR, "package.json"), JSON.stringify({ name: "ridgeline-bench-tools", private: true }, null, 2));
  console.log(`[bench] installing lighthouse@${LIGHTHOUSE_VERSION} into .bench/tools (once)`);
  const r = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--no-package-lock", `lighthouse@${LIGHTHOUSE_VERSION}`], {
    cwd: TOOLS_DIR,
    stdio: "inherit",
  });
  if (r.status !== 0 || installedVersion() !== LIGHTHOUSE_VERSION)
    throw new Error(`Could not install lighthouse@${LIGHTHOUSE_VERSION} (BENCH_LIGHTHOUSE=off skips it)`);
  return TOOLS_DIR;
}

async function loadTools(): Promise<{ lighthouse: LighthouseFn; chromeLauncher: ChromeLauncher }> {
  const dir = ensureLighthouse();
  const entry = (pkg: string, main: string) => pathToFileURL(path.join(dir, "node_modules", pkg, main)).href;
  const [lh, cl] = await Promise.all([import(entry("lighthouse", "core/index.js")), import(entry("chrome-launcher", "dist/index.js"))]);
  return { lighthouse: lh.default as LighthouseFn, chromeLauncher: cl as ChromeLauncher };
}

/** Medians of the runs that gave figures (`runs` of them; NaN when none did). */
export type LighthouseResult = { score: number; cls: number; lcpMs: number; tbtMs: number; fcpMs: number; runs: number };
type Run = Omit<LighthouseResult, "runs">;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};

/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, simulated) of
 * several URLs in one Debian Chromium, `runs` times each, interleaved (run 1 of every URL, then
 * run 2 of every URL, …) so that a slow moment of the machine falls on all of them alike rather
 * than on one. Each figure is the median of its runs, taken on its own (score, CLS, LCP, TBT, FCP),
 * as Lighthouse itself recommends for noisy machines. A run that gives no figures (a Lighthouse
 * runtime error such as NO_NAVSTART, or a metric it could not compute, as happens on a starved
 * machine) is run once more; if that fails too it is logged and left out, and `runs` says how
 * many remained. Chromium is Debian's; only Lighthouse comes from npm (above). Results are in
 * the order of `urls`.
 */
export async function lighthouseMobileMany(urls: string[], runs = 3): Promise<LighthouseResult[]> {
  const { lighthouse, chromeLauncher } = await loadTools();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const results: Run[][] = urls.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [u, url] of urls.entries()) {
        // Lighthouse's own advice for a failed trace ("Please run Lighthouse again"): one more try.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const out = await lighthouse(url, { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" });
          const lhr = out?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const score = lhr.categories.performance?.score;
          const run: Run = {
            score: Math.round((score ?? NaN) * 100),
            cls: audit("cumulative-layout-shift"),
            lcpMs: Math.round(audit("largest-contentful-paint")),
            tbtMs: Math.round(audit("total-blocking-time")),
            fcpMs: Math.round(audit("first-contentful-paint")),
          };
          if (!lhr.runtimeError && Object.values(run).every(Number.isFinite)) {
            results[u]!.push(run);
            break;
          }
          const why =
            lhr.runtimeError?.message ?? Object.values(lhr.audits).find((a) => a?.errorMessage)?.errorMessage ?? "a metric is missing";
          console.log(
            `[bench] Lighthouse run ${i + 1} of ${url} gave no figures (${why}): ${attempt === 1 ? "running it again" : "left out of the median"}`,
          );
        }
      }
    }
    return results.map((r) => ({
      score: median(r.map((x) => x.score)),
      cls: median(r.map((x) => x.cls)),
      lcpMs: median(r.map((x) => x.lcpMs)),
      tbtMs: median(r.map((x) => x.tbtMs)),
      fcpMs: median(r.map((x) => x.fcpMs)),
      runs: r.length,
    }));
  } finally {
    chrome.kill();
  }
}

/** One URL (lighthouseMobileMany with a single URL). */
export async function lighthouseMobile(url: string, runs = 3): Promise<LighthouseResult> {
  return (await lighthouseMobileMany([url], runs))[0]!;
}
