import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * WCAG 2 AA (1.3.5, as the checkers read it): an input with an autocomplete value says what it is
 * with a type. Every <Input>/<input> tag in components/ and app/ that sets autoComplete sets type.
 */
const root = path.resolve(import.meta.dirname, "../..");
const files = ["components", "app"].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => path.join(dir, f)),
);
// An opening tag up to its end; attribute values in braces may hold ">" (arrow functions).
const TAG = /<(Input|input)\b((?:[^>{]|\{(?:[^{}]|\{[^{}]*\})*\})*)>/g;

describe("inputs with autocomplete", () => {
  it("finds the app's autocomplete inputs", () => {
    const count = files.reduce(
      (n, f) => n + [...readFileSync(path.join(root, f), "utf8").matchAll(TAG)].filter((m) => /\bautoComplete=/.test(m[2]!)).length,
      0,
    );
    expect(count).toBeGreaterThan(5);
  });

  it("each sets a type", () => {
    const untyped = files.flatMap((f) =>
      [...readFileSync(path.join(root, f), "utf8").matchAll(TAG)]
        .filter((m) => /\bautoComplete=/.test(m[2]!) && !/\btype=/.test(m[2]!))
        .map((m) => `${f}: ${m[0].replace(/\s+/g, " ").slice(0, 120)}`),
    );
    expect(untyped).toEqual([]);
  });
});
