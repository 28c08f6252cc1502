import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * The Node.js the project supports is written once, in package.json "engines"; .npmrc's
 * engine-strict makes `npm install` refuse any other Node (and any dependency that disagrees),
 * so every dependency in the lock must accept every Node the range allows.
 */
const root = path.resolve(import.meta.dirname, "../..");
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

type LockEntry = { version?: string; optional?: boolean; os?: string[]; cpu?: string[]; engines?: { node?: string } | string[] };

describe("Node.js version pin", () => {
  const pkg = json("package.json") as { engines?: { node?: string } };
  const range = pkg.engines?.node ?? "";
  const lock = json("package-lock.json") as { packages: Record<string, LockEntry> };

  it("names a valid range, in package.json and in the lock alike", () => {
    expect(semver.validRange(range)).not.toBeNull();
    expect((lock.packages[""]!.engines as { node?: string } | undefined)?.node).toBe(range);
  });

  it("pins .nvmrc to a version inside the range, the one CI and these tests run on", () => {
    const pinned = readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
    expect(semver.valid(pinned)).not.toBeNull();
    expect(semver.satisfies(pinned, range)).toBe(true);
    expect(semver.satisfies(process.versions.node, range)).toBe(true);
  });

  it("makes npm refuse an unsupported Node instead of warning", () => {
    const npmrc = readFileSync(path.join(root, ".npmrc"), "utf8");
    expect(npmrc).toMatch(/^engine-strict\s*=\s*true$/m);
    expect(semver.satisfies("18.20.8", range)).toBe(false);
    expect(semver.satisfies("20.18.0", range)).toBe(false);
  });

  it("only locks dependencies that accept every Node in the range", () => {
    const disagreeing = Object.entries(lock.packages)
      .filter(([key]) => key !== "")
      .flatMap(([key, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!wanted || semver.subset(range, wanted)) return [];
        // An optional platform binary (Windows ia32, say) that refuses a Node is skipped by npm on
        // that platform, never installed: it cannot fail an install.
        if (entry.optional && (entry.os || entry.cpu)) return [];
        return [`${key.replace(/^.*node_modules\//, "")}@${entry.version} wants node ${wanted}`];
      });
    expect(disagreeing).toEqual([]);
  });
});
