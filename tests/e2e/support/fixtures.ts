import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";

/**
 * Each Playwright worker tests its own `next start` on its own fresh embedded database (seeded
 * with the demo data), so spec files run side by side without sharing state. The worker's server
 * is its baseURL: `page.goto("/")`, `request` and `browser.newContext()` all reach it.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const READY_TIMEOUT_MS = 180_000;

/** The environment of every test server: test hooks on, rate limits far above what a spec sends. */
export function serverEnv(port: number): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `.data/e2e-${port}`;
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DIR: `${dataDir}/pglite`,
    DATA_DIR: dataDir,
    APP_URL: url,
    NEXTAUTH_URL: url,
    E2E_TEST_HOOKS: "1",
    RATE_LIMIT_LOGIN: "500",
    RATE_LIMIT_LOGIN_ACCOUNT: "500",
    RATE_LIMIT_REGISTER: "500",
    RATE_LIMIT_FORGOT: "500",
    RATE_LIMIT_MESSAGES: "500",
    RATE_LIMIT_CONTACT: "500",
    RATE_LIMIT_CLAIMS: "500",
  };
}

export type AppServer = { url: string; port: number; log: string };

const answers = (url: string) =>
  fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

async function startAppServer(port: number): Promise<AppServer & { stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`something already listens on ${url}: stop it, or set E2E_PORT`);
  const dataDir = `.data/e2e-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const log = path.join(dataDir, "server.log");
  const out = createWriteStream(log);
  const child: ChildProcess = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: serverEnv(port),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited with ${child.exitCode}: see ${log}`);
    if (await answers(url)) break;
    if (Date.now() > deadline) throw new Error(`next start on ${port} was not healthy within ${READY_TIMEOUT_MS} ms: see ${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    log,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
      out.end();
    },
  };
}

export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    async ({}, provide, workerInfo) => {
      const server = await startAppServer(E2E_BASE_PORT + workerInfo.parallelIndex);
      await provide({ url: server.url, port: server.port, log: server.log });
      await server.stop();
    },
    { scope: "worker", timeout: READY_TIMEOUT_MS + 20_000 },
  ],
  baseURL: async ({ appServer }, provide) => provide(appServer.url),
});

/** The origin of the current worker's server (for checks that run before a page has a URL). */
export const workerOrigin = () => `http://127.0.0.1:${E2E_BASE_PORT + test.info().parallelIndex}`;

export { expect };
