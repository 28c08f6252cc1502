/**
 * Shared by the process-level scripts (test:concurrency, test:faults, bench:load): start the
 * production build (`next start`) as child processes, wait until healthy, send JSON requests
 * with a bearer token, stop them by signal, and make sure none survives the script.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function requireBuild() {
  if (!existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` first.");
}

export type AppServer = {
  port: number;
  base: string;
  child: ChildProcess;
  /** stdout and stderr lines (JSON log lines and Next's own output), newest last. */
  output: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const running = new Set<AppServer>();

/** Environment every script server gets; `env` overrides it. Rate limits are raised for load. */
export function serverEnv(port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    SEED_DEMO: "off",
    APP_URL: base,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "process-scripts-secret-0123456789",
    DATA_DIR: `.data/proc-${port}`,
    DATABASE_POOL_SIZE: "10",
    RATE_LIMIT_LOGIN: "100000",
    RATE_LIMIT_LOGIN_ACCOUNT: "100000",
    RATE_LIMIT_REGISTER: "100000",
    RATE_LIMIT_FORGOT: "100000",
    RATE_LIMIT_MESSAGES: "100000",
    RATE_LIMIT_CONTACT: "100000",
    RATE_LIMIT_CLAIMS: "100000",
    ...env,
  };
}

/**
 * Starts `next start` on 127.0.0.1:port (node runs Next's own bin, so a signal sent to the child
 * reaches the server itself, not an npx wrapper). The child leads its own process group.
 */
export function startServer(port: number, env: Record<string, string> = {}): AppServer {
  const bin = path.resolve("node_modules/next/dist/bin/next");
  const child = spawn(process.execPath, [bin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: serverEnv(port, env),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) output.push(line);
    if (output.length > 50_000) output.splice(0, output.length - 50_000);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: AppServer = { port, base: `http://127.0.0.1:${port}`, child, output, exit };
  running.add(server);
  void exit.then(() => running.delete(server));
  return server;
}

/** Resolves when GET /api/health answers 200; throws (with the server's last lines) on timeout or exit. */
export async function waitHealthy(server: AppServer, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) break;
    const r = await send(server.port, "GET", "/api/health", { timeoutMs: 5000 });
    if (r.status === 200) return;
    await sleep(300);
  }
  throw new Error(`server on ${server.port} did not become healthy:\n${server.output.slice(-20).join("\n")}`);
}

/** Sends `signal` to the server process and waits for it to exit (SIGKILL to the group after `timeoutMs`). */
export async function stopServer(server: AppServer, signal: NodeJS.Signals = "SIGTERM", timeoutMs = 15_000) {
  const t0 = performance.now();
  if (server.child.exitCode === null && server.child.signalCode === null) {
    try {
      process.kill(server.child.pid!, signal);
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => killGroup(server, "SIGKILL"), timeoutMs);
  const result = await server.exit;
  clearTimeout(timer);
  killGroup(server, "SIGKILL");
  return { ...result, ms: Math.round(performance.now() - t0), forced: performance.now() - t0 >= timeoutMs };
}

function killGroup(server: AppServer, signal: NodeJS.Signals) {
  try {
    process.kill(-server.child.pid!, signal);
  } catch {
    // the group is gone
  }
}

/** Kills every server still running (synchronously, so it also works from an exit handler). */
export function killAllServers() {
  for (const s of running) killGroup(s, "SIGKILL");
}

let hooked = false;
/** Kills the servers (and runs `extra`, e.g. stop a private cluster) when the script exits or is interrupted. */
export function cleanupOnExit(extra?: () => void) {
  const run = () => {
    killAllServers();
    try {
      extra?.();
    } catch {
      // best effort
    }
  };
  process.on("exit", run);
  if (hooked) return;
  hooked = true;
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(sig, () => {
      console.error(`\n${sig}: stopping servers`);
      process.exit(130);
    });
  }
}

export type Answer = {
  port: number;
  status: number;
  body: Record<string, unknown>;
  text: string;
  ms: number;
  /** Network error code (ECONNREFUSED, ECONNRESET, …) when no answer came back; status is 0. */
  error?: string;
  /** performance.now() when the request was sent and answered. */
  startedAt: number;
  endedAt: number;
  /** performance.now() when the whole request had been written to the connection (none if it never was). */
  writtenAt?: number;
};

type SendOptions = { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number };

/**
 * One HTTP request on a fresh connection (no keep-alive, so a server that stops listening is seen
 * as refused rather than as a reset pooled socket). Never throws: network errors are status 0.
 */
export function send(port: number, method: string, urlPath: string, opts: SendOptions = {}): Promise<Answer> {
  const startedAt = performance.now();
  let writtenAt: number | undefined;
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
  if (payload !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return new Promise((resolve) => {
    const done = (status: number, text: string, error?: string) => {
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        // not JSON (an HTML page)
      }
      const endedAt = performance.now();
      resolve({ port, status, body, text, ms: Math.round(endedAt - startedAt), error, startedAt, endedAt, writtenAt });
    };
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")));
      res.on("error", (e: NodeJS.ErrnoException) => done(0, "", e.code ?? e.message));
    });
    req.setTimeout(opts.timeoutMs ?? 60_000, () => req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    req.on("error", (e: NodeJS.ErrnoException) => done(0, "", e.code ?? e.message));
    req.on("finish", () => (writtenAt = performance.now()));
    req.end(payload);
  });
}
