import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { dbFingerprint } from "./support";

/** The "changed nothing" check of the security suites must see every committed write. */
describe("dbFingerprint", () => {
  const insert = () => db.execute(sql`insert into platform_settings (id) values (1) on conflict do nothing`);

  it("is the same when nothing was written, and when a write rolled back", async () => {
    await insert();
    const before = await dbFingerprint();
    expect(await dbFingerprint()).toEqual(before);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update platform_settings set collect_commission_at_booking = true`);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await dbFingerprint()).toEqual(before);
  });

  it("changes on an insert, an update (even to the same value) and a delete", async () => {
    await db.execute(sql`delete from platform_settings`);
    let before = await dbFingerprint();
    await insert();
    expect(await dbFingerprint()).not.toEqual(before);
    before = await dbFingerprint();
    await db.execute(sql`update platform_settings set collect_commission_at_booking = collect_commission_at_booking`);
    expect(await dbFingerprint()).not.toEqual(before);
    before = await dbFingerprint();
    await db.execute(sql`delete from platform_settings`);
    expect(await dbFingerprint()).not.toEqual(before);
  });

  it("leaves out the tables it is told to", async () => {
    const before = await dbFingerprint(["platform_settings"]);
    await insert();
    await db.execute(sql`update platform_settings set collect_commission_at_booking = true`);
    expect(await dbFingerprint(["platform_settings"])).toEqual(before);
  });
});
