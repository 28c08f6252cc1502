import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { IDLE, type ActionState } from "@/lib/actions/state";
import { callAs } from "../support/next-headers";
import { ACTORS, allows, doorOf, expectedStatus, refusedPastTheDoor, type Access, type World } from "./route-registry";
import { SERVER_ACTIONS, type ServerActionRow } from "./routes/server-actions";
import { findServerActions, scanSource } from "./server-action-scan";
import { createWorld, dbFingerprint, tokenFor } from "./support";

vi.mock("next/headers", () => import("../support/next-headers"));

/**
 * Server actions are public POST endpoints. Like route handlers, each must have a registry row
 * (tests/security/routes/server-actions.ts), so the day one is added it is replayed as every kind
 * of caller instead of trusting the form that renders it.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const DIRS = ["app", "lib", "components"] as const;
const found = findServerActions(ROOT, DIRS);

describe("server-action registry", () => {
  it('has a row for every "use server" export and inline action under app/, lib/ and components/', () => {
    const registered = new Set<string>(SERVER_ACTIONS.map((a) => a.action));
    const missing = found.filter((f) => !registered.has(f.key)).map((f) => `${f.key}  (${f.kind} "use server", line ${f.line})`);
    expect(missing, "add a row for each to tests/security/routes/server-actions.ts").toEqual([]);
  });

  it("has no row for an action that does not exist", () => {
    const present = new Set(found.map((f) => f.key));
    expect(SERVER_ACTIONS.map((a) => a.action).filter((k) => !present.has(k))).toEqual([]);
  });
});

type Action = ((prev: ActionState, input: unknown) => Promise<ActionState>) & { audience?: Access };
async function load(key: string): Promise<Action> {
  const [file, name] = key.split("#") as [string, string];
  const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
  expect(typeof mod[name], key).toBe("function");
  return mod[name] as Action;
}

/**
 * Each action × each caller, as the route matrix does for route handlers (authz-matrix.test.ts),
 * with the same proof of the audience each action's door declares (action({ auth })): a caller
 * outside it is refused (401/403), one inside it is not unless the row says why.
 */
describe("server-action replay", () => {
  it("declares at each door the audience its row names", async () => {
    const disagree: string[] = [];
    for (const row of SERVER_ACTIONS) {
      const declared = (await load(row.action)).audience;
      if (declared === undefined) disagree.push(`${row.action}: not built with action()`);
      else if (doorOf(declared) !== doorOf(row.access))
        disagree.push(`${row.action}: the door says ${doorOf(declared)}, the row ${doorOf(row.access)}`);
    }
    expect(disagree).toEqual([]);
  });

  let world: World;
  beforeAll(async () => {
    world = await createWorld();
  });

  const cases = SERVER_ACTIONS.flatMap((a) => ACTORS.map((actor) => [a.action, actor, a] as const));
  it.each(cases)("%s as %s", async (key, actor, row: ServerActionRow) => {
    const fn = await load(key);
    const want = expectedStatus({ method: "POST", path: key, ...row }, actor);
    const input = row.input ? await row.input({ world, actor }) : undefined;
    callAs(await tokenFor(world, actor));
    const before = await dbFingerprint();
    const r = await fn(IDLE, input);

    const status = r.ok ? 200 : r.status;
    const answer = `${key} as ${actor}: ${JSON.stringify(r)}`;
    const door = fn.audience ?? "public";
    if (!allows(door, actor)) expect(status, `refused at the door: ${answer}`).toBe(actor === "anonymous" ? 401 : 403);
    else if (!refusedPastTheDoor({ method: "POST", path: key, ...row }, actor)) {
      expect([401, 403], `admitted by the door (${String(door)}) but refused: ${answer}`).not.toContain(status);
    }
    expect(status, answer).toBe(want);
    if (want >= 400) {
      expect(typeof r.message).toBe("string");
      expect(await dbFingerprint(), "a refused action changed the database").toEqual(before);
    }
    expect(JSON.stringify(r)).not.toMatch(/passwordHash|password_hash|\$argon2/);
  });
});

describe('the "use server" scanner', () => {
  it('finds every export of a "use server" module', () => {
    const src = `'use server';
import { x } from "y";
export async function updateHunt(form: FormData) {}
export const deleteHunt = async (id: number) => {};
async function inner() {}
export { inner as renamed };
export default async function save() {}
`;
    expect(scanSource("lib/hunts/actions.ts", src).map((f) => [f.key, f.kind])).toEqual([
      ["lib/hunts/actions.ts#updateHunt", "module"],
      ["lib/hunts/actions.ts#deleteHunt", "module"],
      ["lib/hunts/actions.ts#renamed", "module"],
      ["lib/hunts/actions.ts#default", "module"],
    ]);
  });

  it("finds inline actions in server components and names them", () => {
    const src = `export default function Page() {
  async function rename(form: FormData) {
    "use server";
  }
  const remove = async () => { "use strict"; "use server"; };
  return <form action={async () => { "use server"; }} />;
}
`;
    expect(scanSource("app/(app)/page.tsx", src).map((f) => f.key)).toEqual([
      "app/(app)/page.tsx#rename",
      "app/(app)/page.tsx#remove",
      "app/(app)/page.tsx#inline@6",
    ]);
  });

  it("ignores the words in strings, comments, after other statements and in client modules", () => {
    const src = `"use client";
// "use server"
const label = "use server";
export function f() { const a = 1; "use server"; }
export function g() { return "use server"; }
`;
    expect(scanSource("components/x.tsx", src)).toEqual([]);
    expect(scanSource("lib/y.ts", `import "server-only";\n"use server";\nexport async function z() {}\n`)).toEqual([]);
  });

  it("walks nested folders (route groups, dynamic segments) and skips node_modules", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "use-server-"));
    const plant = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    };
    plant("app/(app)/hunts/[id]/actions.ts", `"use server";\nexport async function save() {}\n`);
    plant("components/forms/x.tsx", `export function F() { return <form action={async function send() { "use server"; }} />; }\n`);
    plant("lib/node_modules/pkg/index.js", `"use server";\nexport async function hidden() {}\n`);
    plant("db/actions.ts", `"use server";\nexport async function elsewhere() {}\n`);
    try {
      expect(findServerActions(root, DIRS).map((f) => f.key)).toEqual([
        "app/(app)/hunts/[id]/actions.ts#save",
        "components/forms/x.tsx#send",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
