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
  audits: Record<string, { numericValue?: number } | undefined>;
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

export type LighthouseResult = { score: number; cls: number; lcpMs: number; tbtMs: number; fcpMs: number };

/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, simulated) of
 * one URL, run `runs` times in Debian's Chromium; the median score is reported, as Lighthouse
 * itself recommends for noisy machines. Chromium is Debian's; only Lighthouse comes from npm (above).
 */
export async function lighthouseMobile(url: string, runs = 3): Promise<LighthouseResult> {
  const { lighthouse, chromeLauncher } = await loadTools();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) {
      const out = await lighthouse(url, { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" });
      const lhr = out?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no result");
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        cls: audit("cumulative-layout-shift"),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        fcpMs: Math.round(audit("first-contentful-paint")),
      });
    }
    results.sort((a, b) => a.score - b.score);
    return results[Math.floor(results.length / 2)]!;
  } finally {
    chrome.kill();
  }
}
