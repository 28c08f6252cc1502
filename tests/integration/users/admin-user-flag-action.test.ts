import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createUser } from "@/seed/factories";
import { users } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { setUserFlagAction } from "@/lib/users/management-actions";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** User management's switches (lib/users/management-actions.ts), twin of PUT /api/admin/users/{id}/{status|approval|top-tier}. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

const userRow = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe("setUserFlagAction", () => {
  it("refuses anonymous (401), hunters and outfitters (403) at the door; the account is unchanged", async () => {
    const o = await createUser({ role: "outfitter", isApproved: false });
    for (const token of [undefined, fx.tokens.hunter, fx.tokens.outfitter]) {
      callAs(token);
      expect(await setUserFlagAction(IDLE, { userId: o.id, field: "approval", value: true })).toMatchObject({
        ok: false,
        status: token ? 403 : 401,
      });
    }
    expect((await userRow(o.id)).isApproved).toBe(false);
  });

  it("the admin approves, grants Top-Tier and deactivates; the services' own rules still hold", async () => {
    const o = await createUser({ role: "outfitter", isApproved: false });
    callAs(fx.tokens.admin);
    expect(await setUserFlagAction(IDLE, { userId: o.id, field: "approval", value: true })).toMatchObject({ ok: true });
    expect(await setUserFlagAction(IDLE, { userId: o.id, field: "top-tier", value: true })).toMatchObject({ ok: true });
    expect(await setUserFlagAction(IDLE, { userId: o.id, field: "status", value: false })).toMatchObject({ ok: true });
    expect(await userRow(o.id)).toMatchObject({ isApproved: true, isTopTier: true, isActive: false });
    // Top-Tier is for outfitters, and an admin is never deactivated (the services' rules).
    expect((await setUserFlagAction(IDLE, { userId: fx.hunter.id, field: "top-tier", value: true })).ok).toBe(false);
    expect((await setUserFlagAction(IDLE, { userId: fx.admin.id, field: "status", value: false })).ok).toBe(false);
    expect((await userRow(fx.admin.id)).isActive).toBe(true);
  });

  it("a field or value outside the schema is a 400 beside it", async () => {
    callAs(fx.tokens.admin);
    const refused = await setUserFlagAction(IDLE, { userId: fx.hunter.id, field: "role" as "status", value: "yes" as unknown as boolean });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(["field", "value"]);
  });
});
