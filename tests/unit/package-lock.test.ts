import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` (CI, deploy hosts, .ci/run) installs exactly package-lock.json and refuses a lock that
 * does not hold every package the tree needs ("Missing: … from lock file"). Two ways a lock broke
 * that here: optional platform packages of other systems dropped from it (npm/cli#4828; they are
 * needed on the machines that use them), and a dependency by dist-tag ("latest"), which names a
 * different version whenever the tag moves. This checks the lock the way npm ci does, offline.
 */
const root = path.resolve(import.meta.dirname, "../..");
type Entry = {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as Entry;
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, Entry>;
};

/** Where Node (and npm) find `name` required from the package at `from`: its own node_modules, then each ancestor's. */
function resolve(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const up = dir.lastIndexOf("/node_modules/");
    dir = up === -1 ? "" : dir.slice(0, up);
  }
}

/** An npm alias ("npm:pkg@range") is checked by its range. */
const rangeOf = (spec: string) => (spec.startsWith("npm:") ? spec.slice(spec.lastIndexOf("@") + 1) : spec);

describe("package-lock.json", () => {
  it("is a v3 lock whose root lists exactly package.json's dependencies", () => {
    expect(lock.lockfileVersion).toBe(3);
    const top = lock.packages[""]!;
    for (const field of ["dependencies", "devDependencies", "optionalDependencies"] as const) {
      expect(top[field] ?? {}, field).toEqual(pkg[field] ?? {});
    }
  });

  it("holds every dependency of every locked package, optional platform packages of every system included, at a version its range accepts", () => {
    const problems: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      if (entry.link) continue;
      const wants = { ...entry.dependencies, ...entry.optionalDependencies, ...(at === "" ? entry.devDependencies : {}) };
      for (const [name, spec] of Object.entries(wants)) {
        const found = resolve(at, name);
        const version = found ? lock.packages[found]!.version : undefined;
        if (!found) problems.push(`${at || "(root)"} needs ${name}@${spec}: missing from the lock`);
        else if (!semver.validRange(rangeOf(spec)))
          problems.push(`${at || "(root)"} needs ${name}@${spec}: not a version range (a dist-tag cannot be locked)`);
        else if (version && !semver.satisfies(version, rangeOf(spec), { includePrerelease: true }))
          problems.push(`${at || "(root)"} needs ${name}@${spec}: the lock has ${version}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps the platform packages of systems other than this one (the check above would pass a lock that lost them all)", () => {
    const names = Object.keys(lock.packages);
    for (const prefix of [
      "node_modules/@next/swc-",
      "node_modules/@tailwindcss/oxide-",
      "node_modules/@img/sharp-",
      "node_modules/lightningcss-",
    ]) {
      const platforms = names.filter((n) => n.startsWith(prefix));
      expect(
        platforms.some((n) => /darwin/.test(n)),
        prefix,
      ).toBe(true);
      expect(
        platforms.some((n) => /win32/.test(n)),
        prefix,
      ).toBe(true);
      expect(
        platforms.some((n) => /linux-x64/.test(n)),
        prefix,
      ).toBe(true);
    }
  });
});
