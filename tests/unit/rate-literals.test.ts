import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CARD_FEE, COMMISSION_RATE, OUTFITTER_SHARE } from "@/lib/platform-constants";

/**
 * The commission, the card fee and the outfitter's share are said through their constants
 * (lib/platform-constants.ts, from the rates lib/format/money.ts charges), never as a literal in a page,
 * a component or an e-mail: change a rate and every text follows. Comments may name the rate.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["lib/format/money.ts", "lib/platform-constants.ts"]);

function sourceFiles(dir: string): string[] {
  return (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
    .map((f) => path.posix.join(dir, f.split(path.sep).join("/")))
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !SKIP.has(f));
}

/** The file without its comments (line, block and JSX comments), so only what is printed is left. */
const code = (text: string) => text.replace(/\{?\/\*[\s\S]*?\*\/\}?/g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("rate literals", () => {
  it("no page, component or e-mail writes the commission, the card fee or the outfitter's share as a literal", () => {
    const literals = [COMMISSION_RATE, CARD_FEE, OUTFITTER_SHARE];
    const found = ["app", "components", "lib"].flatMap(sourceFiles).flatMap((file) => {
      const text = code(readFileSync(path.join(ROOT, file), "utf8"));
      return literals.filter((l) => new RegExp(`(^|[^\\d.])${l.replace(".", "\\.")}`).test(text)).map((l) => `${file}: ${l}`);
    });
    expect(found).toEqual([]);
  });
});
