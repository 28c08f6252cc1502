import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createHunt, createUser } from "@/seed/factories";
import { hunts } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { deleteHuntAction, setHuntStatusAction } from "@/lib/hunts/listing-actions";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** My Hunt Listings' Pause/Activate and Delete (lib/hunts/listing-actions.ts), twins of PATCH /api/hunts/{id}/status and DELETE /api/hunts/{id}. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

const huntRow = async (id: number) => (await db.select().from(hunts).where(eq(hunts.id, id)))[0];

describe("hunt listing actions", () => {
  it("the owner pauses and activates; another outfitter is refused (403) and a hunter at the door (403)", async () => {
    const hunt = await createHunt({ outfitterId: fx.outfitter.id });
    callAs(fx.tokens.outfitter);
    expect(await setHuntStatusAction(IDLE, { huntId: hunt.id, isActive: false })).toMatchObject({ ok: true });
    expect((await huntRow(hunt.id))!.isActive).toBe(false);
    expect(await setHuntStatusAction(IDLE, { huntId: hunt.id, isActive: true })).toMatchObject({ ok: true });
    const other = await createUser({ role: "outfitter", isApproved: true });
    callAs(await issueApiToken(other.id));
    expect(await setHuntStatusAction(IDLE, { huntId: hunt.id, isActive: false })).toMatchObject({ ok: false, status: 403 });
    expect(await deleteHuntAction(IDLE, { huntId: hunt.id })).toMatchObject({ ok: false, status: 403 });
    callAs(fx.tokens.hunter);
    expect(await deleteHuntAction(IDLE, { huntId: hunt.id })).toMatchObject({ ok: false, status: 403 });
    expect((await huntRow(hunt.id))!.isActive).toBe(true);
  });

  it("the owner deletes; a second delete is the route's 404; a bad id is a 400", async () => {
    const hunt = await createHunt({ outfitterId: fx.outfitter.id });
    callAs(fx.tokens.outfitter);
    expect(await deleteHuntAction(IDLE, { huntId: hunt.id })).toMatchObject({ ok: true });
    expect(await huntRow(hunt.id)).toBeUndefined();
    expect(await deleteHuntAction(IDLE, { huntId: hunt.id })).toMatchObject({ ok: false, status: 404 });
    expect(await deleteHuntAction(IDLE, { huntId: -1 })).toMatchObject({ ok: false, status: 400 });
  });
});
