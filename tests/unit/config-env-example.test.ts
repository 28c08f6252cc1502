import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "@/lib/config";

/**
 * .env.example is what an operator reads to configure the app: it must name every variable
 * lib/config.ts reads (with a comment), and nothing the app no longer reads. Code outside
 * lib/config.ts that reads process.env directly must read a variable config.ts also validates.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Set by Node, Next.js or vitest themselves, never by an operator. */
// Set by the runtime or the hosting platform, never by whoever deploys (VERCEL: lib/http/client-ip.ts).
const RUNTIME_VARIABLES = new Set(["NODE_ENV", "NEXT_RUNTIME", "NEXT_PHASE", "VITEST", "VERCEL"]);

function exampleVariables(text: string) {
  const found = new Map<string, string>();
  let comment = "";
  for (const line of text.split("\n")) {
    const m = /^#\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) {
      // A trailing "# …", or the comment right above (when no other variable sits in between).
      found.set(m[1], /#\s*\S/.test(m[2]) ? m[2] : comment);
      comment = "";
    } else if (line.startsWith("#") && !/^#\s*---/.test(line)) {
      comment = line;
    } else if (!line.trim()) {
      comment = "";
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(name) ? [rel] : [];
  });
}

describe(".env.example and lib/config.ts", () => {
  const example = exampleVariables(read(".env.example"));
  const configured = CONFIG_VARIABLES.filter((v) => !RUNTIME_VARIABLES.has(v));

  it("lists every variable lib/config.ts reads, each with a comment", () => {
    expect(configured.filter((v) => !example.has(v))).toEqual([]);
    expect(configured.filter((v) => !example.get(v)?.replace(/^#\s*/, "").trim())).toEqual([]);
  });

  it("lists nothing lib/config.ts does not read", () => {
    expect([...example.keys()].filter((v) => !(CONFIG_VARIABLES as string[]).includes(v))).toEqual([]);
  });

  it("covers every variable the app reads from process.env outside lib/config.ts", () => {
    const files = [
      ...["app", "components", "db", "lib"].flatMap(sourceFiles),
      "middleware.ts",
      "instrumentation.ts",
      "instrumentation-node.ts",
      "next.config.ts",
    ];
    const direct = new Set<string>();
    for (const file of files) {
      for (const m of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) direct.add(m[1]);
    }
    expect(direct.size).toBeGreaterThan(0);
    const unchecked = [...direct].filter((v) => !RUNTIME_VARIABLES.has(v) && !(CONFIG_VARIABLES as string[]).includes(v));
    expect(unchecked).toEqual([]);
  });

  it("documents every variable in the README's environment table", () => {
    const readme = read("README.md");
    const table = readme.slice(readme.indexOf("## Environment"), readme.indexOf("\n## ", readme.indexOf("## Environment") + 3));
    expect(configured.filter((v) => !table.includes(`\`${v}\``))).toEqual([]);
  });

  it("reads the example's variables and comments the way the checks above assume", () => {
    const parsed = exampleVariables(["# --- Group ---", "# Explains A.", "# A=1", "# D=4", "", "# B=2   # explains B", "# C=3"].join("\n"));
    expect([...parsed.keys()]).toEqual(["A", "D", "B", "C"]);
    expect(parsed.get("A")).toBe("# Explains A.");
    expect(parsed.get("B")).toContain("explains B");
    expect(parsed.get("C")).toBe("");
    expect(parsed.get("D")).toBe("");
  });
});

describe("README and docs links", () => {
  it("point at files inside the repository", () => {
    for (const doc of ["README.md", "docs/architecture.md"]) {
      const links = [...read(doc).matchAll(/\]\(([^)#\s]+)[^)]*\)|`(\.\.\/[^`]+)`/g)].map((m) => m[1] ?? m[2]!);
      const local = links.filter((l) => !/^[a-z]+:/.test(l));
      for (const link of local) {
        const target = path.resolve(root, path.dirname(doc), link);
        expect(target.startsWith(root + path.sep), `${doc} links outside the repository: ${link}`).toBe(true);
        expect(() => statSync(target), `${doc} links to a missing file: ${link}`).not.toThrow();
      }
    }
  });
});
