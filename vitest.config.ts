import path from "node:path";
import { defineConfig } from "vitest/config";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    // One shared PostgreSQL database: files run one after another and each starts from empty tables.
    fileParallelism: !onPostgres,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
