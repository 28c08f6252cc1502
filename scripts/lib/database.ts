/**
 * Databases for the process-level scripts: a throw-away database per script run on the machine's
 * PostgreSQL, and a private PostgreSQL cluster that the fault script may stop and start at will.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

/** The server to create script databases on: PG_ADMIN_URL, else DATABASE_URL's server, else local 5432. */
export function adminUrl(): string {
  if (process.env.PG_ADMIN_URL) return process.env.PG_ADMIN_URL;
  const u = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  u.pathname = "/postgres";
  return u.toString();
}

export type ScriptDatabase = {
  name: string;
  url: string;
  drop: () => Promise<void>;
  /** For an interrupted run (exit handler): drops the database with psql unless already dropped. */
  dropSync: () => void;
};

/** Creates `ridgeline_<label>_<pid>` (dropping a leftover of the same name first). */
export async function createScriptDatabase(label: string, serverUrl = adminUrl()): Promise<ScriptDatabase> {
  const name = `ridgeline_${label}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const statement = `drop database if exists "${name}" with (force)`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const a = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
      try {
        await a.unsafe(statement);
        dropped = true;
      } finally {
        await a.end();
      }
    },
    dropSync: () => {
      if (!dropped) spawnSync("psql", [serverUrl, "-qc", statement], { stdio: "ignore", timeout: 10_000 });
      dropped = true;
    },
  };
}

/** Points the app's modules (db/index.ts, lib/config.ts) at `url`; call before their first use. */
export async function migrateScriptDatabase(url: string) {
  process.env.DATABASE_URL = url;
  process.env.NEXTAUTH_SECRET ??= "process-scripts-secret-0123456789";
  const { migrateDb } = await import("../../lib/migrations/run");
  await migrateDb();
}

/**
 * A private PostgreSQL cluster in a temporary directory (initdb, pg_ctl), owned by the postgres
 * user when run as root (initdb refuses root). Never the machine's main cluster.
 */
export class PrivateCluster {
  readonly dir: string;
  readonly url: string;
  private readonly bin: string;
  private readonly asRoot = process.getuid?.() === 0;

  constructor(readonly port = 5499) {
    this.bin = postgresBin();
    this.dir = mkdtempSync(path.join(tmpdir(), "rl-faults-pg-"));
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    if (this.asRoot) {
      const ids = execFileSync("id", ["-u", "postgres"]).toString().trim();
      const gid = execFileSync("id", ["-g", "postgres"]).toString().trim();
      chownSync(this.dir, Number(ids), Number(gid));
    }
    this.run("initdb", ["-D", this.dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  }

  get dataDir() {
    return path.join(this.dir, "data");
  }

  private run(tool: string, args: string[]) {
    const cmd = path.join(this.bin, tool);
    const r = this.asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { encoding: "utf8" })
      : spawnSync(cmd, args, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr || r.stdout}`);
    return r.stdout;
  }

  start() {
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    this.run("pg_ctl", ["-D", this.dataDir, "-o", opts, "-l", path.join(this.dir, "server.log"), "-w", "-t", "60", "start"]);
  }

  /** `-m immediate`: the crash-like stop (no shutdown checkpoint, connections cut). */
  stop(mode: "immediate" | "fast" = "immediate") {
    this.run("pg_ctl", ["-D", this.dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
  }

  running(): boolean {
    return existsSync(path.join(this.dataDir, "postmaster.pid"));
  }

  /** Stops the cluster if it runs and removes its directory (synchronous: usable on exit). */
  destroy() {
    try {
      if (this.running()) this.stop("immediate");
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb"))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error("initdb not found under /usr/lib/postgresql (install the postgresql package)");
  return path.join(root, versions[0], "bin");
}
