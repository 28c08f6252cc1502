import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const include = ["tests/**/*.test.ts", "tests/**/*.test.tsx"];
const exclude = ["tests/e2e/**", "node_modules/**"];

/**
 * A file that replaces a module (vi.mock) needs a module graph of its own; every other file shares
 * its worker's modules with the files before it, which is most of the suite's speed (no re-import
 * of Next.js, Drizzle and the app per file). Each file still starts from an empty migrated database.
 */
const root = import.meta.dirname;
const mocking = readdirSync(path.join(root, "tests"), { recursive: true, encoding: "utf8" })
  .map((file) => path.join("tests", file))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith(path.join("tests", "e2e")))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), "utf8")));

/** Files run side by side on every core, each worker on its own database (tests/support/setup.ts). */
const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 2);
process.env.TEST_WORKERS = String(TEST_WORKERS);

/**
 * The security sweeps replay every route and action (a minute or more each): they start first, so
 * no worker is left with one at the end. Vitest orders by past durations only when it has them,
 * and a clean checkout (CI) has none.
 */
class SweepsFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const sweep = (f: TestSpecification) => f.moduleId.includes(`${path.sep}tests${path.sep}security${path.sep}`);
    return [...sorted.filter(sweep), ...sorted.filter((f) => !sweep(f))];
  }
}

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(root),
      "server-only": path.resolve(root, "tests/support/empty.ts"),
    },
  },
  test: {
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    maxWorkers: TEST_WORKERS,
    sequence: { sequencer: SweepsFirst },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "shared", include, exclude: [...exclude, ...mocking], isolate: false } },
      { extends: true, test: { name: "isolated", include: mocking, exclude, isolate: true } },
    ],
  },
});
