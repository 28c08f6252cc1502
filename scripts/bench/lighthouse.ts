import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseResult = { score: number; cls: number; lcpMs: number; tbtMs: number; fcpMs: number };

/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, simulated) of
 * one URL, run `runs` times in Debian's Chromium; the median score is reported, as Lighthouse
 * itself recommends for noisy machines. Nothing is downloaded.
 */
export async function lighthouseMobile(url: string, runs = 3): Promise<LighthouseResult> {
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
