/**
 * The framework's floor for `npm run bench`: a bare Next.js App Router app (one static page, one
 * ISR page, and one ISR page of a hunt page's size and shape), written into .bench/bare/, built the way the app is built and served beside it, so
 * the app's pages are measured against what Next.js itself costs on the same machine at the same
 * moment (absolute figures move with the machine and with whatever else runs on it).
 *
 * It runs the project's own Next.js and React, but from .bench/bare/node_modules, a copy of the
 * project's node_modules made of hard links (`cp -al`: seconds, no extra disk), made again whenever
 * npm has changed the project's (its node_modules/.package-lock.json). Not a symlink to ../../node_modules:
 * Turbopack refuses a symlink that leaves its root, and with `turbopack.root` set to the project
 * (the documented way) Turbopack looks for instrumentation.ts and middleware.ts in every directory
 * from the bare app up to that root, and builds the project's own into the bare app (its database
 * start-up, and a middleware on every request). With the copy, the bare app is its own root.
 *
 * Its build output goes to node_modules/.next-bare, not .next: ESLint (`npm run lint`, `eslint .`)
 * skips node_modules but not .bench, and would lint the built chunks.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ShapeNode } from "./page-shape";

const PROJECT = path.resolve(".");
export const BARE_DIR = path.resolve(".bench/bare");
export const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3191);
const MODULES = path.join(BARE_DIR, "node_modules");
const DIST = "node_modules/.next-bare";
const MODULES_STAMP = path.join(MODULES, ".bench-copy-stamp");
const BUILD_STAMP = path.join(BARE_DIR, DIST, "bench-build-stamp");

/** The bare app's sources; `huntShape` is the tree of the hunt page its hunt-sized ISR page renders. */
function sources(huntShape: ShapeNode[]): Record<string, string> {
  return {
    "app/layout.tsx": `import type { Metadata } from "next";

export const metadata: Metadata = { title: "Bare App Router page" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>Bare App Router page</h1>
      <p>A static page with nothing but Next.js and React: the floor the bench measures the pages of Ridgeline against.</p>
    </main>
  );
}
`,
    // As app/(public)/hunt/[id]: no id is built ahead, each new one is rendered on its first
    // request and then served from the cache for an hour.
    "app/isr/[id]/page.tsx": `export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main>
      <h1>Item {id}</h1>
      <p>Rendered on its first request, then served from the cache (ISR).</p>
    </main>
  );
}
`,
    // Issue 51: the uncached hunt page's fair anchor, an ISR page rendering a tree of the same
    // elements and text as a hunt page (scripts/bench/page-shape.ts), from static data.
    "app/isr-hunt/shape.json": JSON.stringify(huntShape),
    "app/isr-hunt/[id]/page.tsx": `import { createElement, type ReactNode } from "react";
import shape from "../shape.json";

export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type ShapeNode = string | { t: string; a: Record<string, string>; k: ShapeNode[] };
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "source", "track", "wbr"]);

function render(n: ShapeNode, key: number): ReactNode {
  if (typeof n === "string") return n;
  if (VOID.has(n.t)) return createElement(n.t, { key, ...n.a });
  if (n.t === "textarea") return createElement(n.t, { key, ...n.a, defaultValue: n.k.filter((c) => typeof c === "string").join("") });
  return createElement(n.t, { key, ...n.a }, ...n.k.map(render));
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <div data-item={id}>{(shape as ShapeNode[]).map(render)}</div>;
}
`,
    "next.config.ts": `import type { NextConfig } from "next";

// Written by scripts/bench/bare-app.ts, which explains the root and the output directory.
const nextConfig: NextConfig = {
  turbopack: { root: ${JSON.stringify(BARE_DIR)} },
  outputFileTracingRoot: ${JSON.stringify(BARE_DIR)},
  distDir: ${JSON.stringify(DIST)},
  // The two serving settings of the app's next.config.ts that change the work done per request, so
  // that a miss here does what a miss there does: cache in memory only, no ETag hashing.
  generateEtags: false,
  experimental: { isrFlushToDisk: false },
};

export default nextConfig;
`,
    "tsconfig.json": `${JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          lib: ["dom", "dom.iterable", "esnext"],
          allowJs: false,
          skipLibCheck: true,
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: "esnext",
          moduleResolution: "bundler",
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: "react-jsx",
          incremental: true,
          plugins: [{ name: "next" }],
        },
        include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", `${DIST}/types/**/*.ts`, `${DIST}/dev/types/**/*.ts`],
        exclude: [],
      },
      null,
      2,
    )}\n`,
  };
}

function projectBuildScript(): string {
  const pkg = JSON.parse(readFileSync(path.join(PROJECT, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const script = pkg.scripts?.build;
  if (!script) throw new Error("package.json has no build script");
  return script;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Remakes .bench/bare/node_modules as hard links to the project's files when npm has changed those. */
function copyModules(log: (...a: unknown[]) => void): string {
  const manifest = path.join(PROJECT, "node_modules/.package-lock.json");
  const stamp = sha256(
    existsSync(manifest) ? readFileSync(manifest, "utf8") : readFileSync(path.join(PROJECT, "package-lock.json"), "utf8"),
  );
  const entry = lstatSync(MODULES, { throwIfNoEntry: false });
  if (entry?.isDirectory() && existsSync(MODULES_STAMP) && readFileSync(MODULES_STAMP, "utf8") === stamp) return stamp;
  if (entry?.isSymbolicLink()) unlinkSync(MODULES);
  else if (entry) rmSync(MODULES, { recursive: true, force: true });
  log("bare App Router app: linking the project's node_modules into .bench/bare/node_modules (cp -al)");
  const r = spawnSync("cp", ["-al", path.join(PROJECT, "node_modules"), MODULES], { stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) {
    rmSync(MODULES, { recursive: true, force: true });
    throw new Error("Could not hard-link node_modules into .bench/bare (is .bench on another file system than node_modules?)");
  }
  writeFileSync(MODULES_STAMP, stamp);
  return stamp;
}

/**
 * Writes the bare app and builds it with the project's own build script (package.json's `build`,
 * run in .bench/bare as `npm run build` runs it: the same bundler and flags), unless the sources,
 * the build script and the installed packages are those of its last build (a hash stamp).
 */
export function buildBareApp(log: (...a: unknown[]) => void = console.log, huntShape: ShapeNode[] = []): void {
  const files = sources(huntShape);
  const script = projectBuildScript();
  mkdirSync(BARE_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(BARE_DIR, name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
  }
  const modules = copyModules(log);
  const hash = sha256(JSON.stringify({ files, script, modules }));
  if (existsSync(path.join(BARE_DIR, DIST, "BUILD_ID")) && existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, "utf8") === hash) {
    log("bare App Router app: its build is up to date");
    return;
  }
  log(`bare App Router app: building .bench/bare with the project's build script (${script})`);
  const t0 = performance.now();
  const r = spawnSync("sh", ["-c", script], {
    cwd: BARE_DIR,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PATH: `${path.join(MODULES, ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (r.status !== 0) throw new Error(`The bare App Router app did not build (exit ${r.status ?? r.signal})`);
  writeFileSync(BUILD_STAMP, hash);
  log(`bare App Router app: built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

export type BareApp = { base: string; port: number; stop: () => void };

/** Runs `next start` for the bare app on BENCH_BARE_PORT (3191) and resolves once it answers. */
export async function startBareApp(): Promise<BareApp> {
  const port = BARE_PORT;
  const base = `http://127.0.0.1:${port}`;
  const bin = path.join(MODULES, "next/dist/bin/next");
  // Node runs Next's own bin, in its own process group, so the signal reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, [bin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: BARE_DIR,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      if ((await fetch(`${base}/`)).ok) return { base, port, stop };
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) break;
  }
  stop();
  throw new Error(`the bare App Router app did not start on port ${port} (is the port taken?)`);
}
