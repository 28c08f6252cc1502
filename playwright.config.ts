import { existsSync } from "node:fs";
import os from "node:os";
import { defineConfig, devices } from "@playwright/test";

// Each worker drives a browser and its own server, about two cores' work: on 2 cores one worker
// finishes as soon as two (measured), and two made slow steps time out.
const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2)));
// Debian's old headless shell does the same work with less CPU than the full browser (about 10 %).
const chromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p)) ?? "/usr/bin/chromium";

/**
 * Browser tests run against `next build && next start` using Debian's Chromium: nothing is
 * downloaded. Each worker starts its own server on a fresh embedded database seeded with the demo
 * data (tests/e2e/support/fixtures.ts: ports 3100, 3101, …), so spec files run side by side.
 */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /no-js\.spec\.ts/ },
    // The public forms before (or without) JavaScript: they post natively to their server actions.
    { name: "no-js", use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false }, testMatch: /no-js\.spec\.ts/ },
  ],
});
