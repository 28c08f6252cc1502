import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { workerDatabaseUrl } from "./worker-database";

/**
 * Migrates once. On PostgreSQL (TEST_DATABASE_URL) that database becomes the template of one
 * database per vitest worker (CREATE DATABASE … TEMPLATE copies it in milliseconds); on PGlite a
 * migrated data directory is dumped to a file that every test file loads.
 */
export default async function globalSetup() {
  process.env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret";
  if (process.env.TEST_DATABASE_URL) return setUpPostgres(process.env.TEST_DATABASE_URL);
  process.env.PGLITE_DIR = "memory://";
  const { migrateDb } = await import("../../lib/migrations/run");
  const { dbClient, closeDb } = await import("../../db/index");
  await migrateDb();
  const client = (dbClient().db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  const dir = path.join(os.tmpdir(), "ridgeline-vitest");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  await closeDb();
  // The dump is about 48 MB: one left behind by every run would fill the temporary directory.
  return () => rmSync(file, { force: true });
}

async function setUpPostgres(templateUrl: string) {
  process.env.DATABASE_URL = templateUrl;
  const { migrateDb } = await import("../../lib/migrations/run");
  const { closeDb } = await import("../../db/index");
  await migrateDb();
  await closeDb();
  const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
  const workers = Number(process.env.TEST_WORKERS ?? 1);
  const names = Array.from({ length: workers }, (_, i) => nameOf(workerDatabaseUrl(templateUrl, i + 1)));
  // From the maintenance database: a template may have no other session while it is copied.
  const maintenance = new URL(templateUrl);
  maintenance.pathname = "/postgres";
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  const dropAll = async () => {
    for (const name of names) await admin.unsafe(`drop database if exists "${name}" with (force)`);
  };
  await dropAll();
  for (const name of names) await admin.unsafe(`create database "${name}" template "${nameOf(templateUrl)}"`);
  return async () => {
    await dropAll();
    await admin.end();
  };
}
