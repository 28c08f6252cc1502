import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests run against `next build && next start` on a fresh embedded database (seeded with
 * the demo data), using Debian's Chromium: nothing is downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = `.data/e2e-${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /no-js\.spec\.ts/ },
    // The public forms before (or without) JavaScript: they post natively to their server actions.
    { name: "no-js", use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false }, testMatch: /no-js\.spec\.ts/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx next start -p ${PORT} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      PGLITE_DIR: `${dataDir}/pglite`,
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      E2E_TEST_HOOKS: "1",
      RATE_LIMIT_LOGIN: "500",
      RATE_LIMIT_LOGIN_ACCOUNT: "500",
      RATE_LIMIT_REGISTER: "500",
      RATE_LIMIT_FORGOT: "500",
      RATE_LIMIT_MESSAGES: "500",
      RATE_LIMIT_CONTACT: "500",
      RATE_LIMIT_CLAIMS: "500",
    },
  },
});
