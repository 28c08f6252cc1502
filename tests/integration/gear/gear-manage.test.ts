import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as gearPOST } from "@/app/api/outfitter-gear/route";
import { DELETE as gearDELETE, PUT as gearPUT } from "@/app/api/outfitter-gear/[id]/route";
import { db } from "@/db";
import { adminActions, gearItems } from "@/db/schema";
import { createGearItem, createHunter, createOutfitter } from "@/seed/factories";
import { resetConfigForTests } from "@/lib/config";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";

type Gear = {
  id: number;
  outfitterId: number;
  name: string;
  amazonUrl: string;
  category: string;
  displayOrder: number;
  image: string | null;
  description: string | null;
};

afterEach(() => {
  delete process.env.AMAZON_AFFILIATE_TAG;
  resetConfigForTests();
});

describe("gear list management", () => {
  it("adds an item with defaults: category gear, next display order, the affiliate tag", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    await createGearItem({ outfitterId: o.id, displayOrder: 1 });
    const r = await call<Gear>(gearPOST, {
      token: adminToken,
      body: { outfitterId: o.id, name: "  Rain jacket ", amazonUrl: "https://www.amazon.com/dp/B0RAIN?th=1", description: "", image: "" },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      outfitterId: o.id,
      name: "Rain jacket",
      category: "gear",
      displayOrder: 2,
      description: null,
      image: null,
      amazonUrl: "https://www.amazon.com/dp/B0RAIN?th=1&tag=ridgeline-20",
    });

    process.env.AMAZON_AFFILIATE_TAG = "mytag-21";
    resetConfigForTests();
    const tagged = await call<Gear>(gearPOST, {
      token: adminToken,
      body: {
        outfitterId: o.id,
        name: "Boots",
        amazonUrl: "https://amazon.com/dp/B0BOOT",
        category: "clothing",
        displayOrder: 7,
        image: "https://img.example.com/b.jpg",
      },
    });
    expect(tagged.json).toMatchObject({ amazonUrl: "https://amazon.com/dp/B0BOOT?tag=mytag-21", category: "clothing", displayOrder: 7 });
    const kept = await call<Gear>(gearPOST, {
      token: adminToken,
      body: { outfitterId: o.id, name: "Knife", amazonUrl: "https://www.amazon.com/dp/K?tag=partner-20" },
    });
    expect(kept.json.amazonUrl).toBe("https://www.amazon.com/dp/K?tag=partner-20");
  });

  it("rejects a missing name or Amazon link, a non-Amazon link, a bad category and an unknown outfitter", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const hunter = await createHunter();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ outfitterId: o.id, amazonUrl: "https://www.amazon.com/dp/1" }, 400, "Name is required"],
      [{ outfitterId: o.id, name: " ", amazonUrl: "https://www.amazon.com/dp/1" }, 400, "Name is required"],
      [{ outfitterId: o.id, name: "Scope" }, 400, "Amazon URL is required"],
      [
        { outfitterId: o.id, name: "Scope", amazonUrl: "https://www.ebay.com/itm/1" },
        400,
        "Please enter an Amazon product link (https://www.amazon.com/...)",
      ],
      [
        { outfitterId: o.id, name: "Scope", amazonUrl: "javascript:alert(1)" },
        400,
        "Please enter an Amazon product link (https://www.amazon.com/...)",
      ],
      [
        { outfitterId: o.id, name: "Scope", amazonUrl: "https://www.amazon.com/dp/1", category: "weapons" },
        400,
        "Category must be gear, clothing, equipment or accessories",
      ],
      [
        { outfitterId: o.id, name: "Scope", amazonUrl: "https://www.amazon.com/dp/1", image: "javascript:alert(1)" },
        400,
        "Image must be a web address (https://…)",
      ],
      [
        { outfitterId: o.id, name: "Scope", amazonUrl: "https://www.amazon.com/dp/1", displayOrder: -1 },
        400,
        "Display order cannot be negative",
      ],
      [{ outfitterId: hunter.id, name: "Scope", amazonUrl: "https://www.amazon.com/dp/1" }, 404, "Outfitter not found"],
      [{ name: "Scope", amazonUrl: "https://www.amazon.com/dp/1" }, 400, "Outfitter is required"],
    ];
    for (const [body, status, message] of cases) {
      const r = await call(gearPOST, { token: adminToken, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.json).toMatchObject({ message });
    }
    expect(await db.select().from(gearItems).where(eq(gearItems.outfitterId, o.id))).toHaveLength(0);
  });

  it("edits and deletes an item", async () => {
    const { admin, adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const item = await createGearItem({ outfitterId: o.id, description: "Laser rangefinder" });
    const r = await call<Gear>(gearPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(item.id) },
      body: { name: "Rangefinder 2", amazonUrl: "https://www.amazon.com/dp/NEW", category: "equipment", displayOrder: 3 },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      name: "Rangefinder 2",
      amazonUrl: "https://www.amazon.com/dp/NEW?tag=ridgeline-20",
      category: "equipment",
      displayOrder: 3,
      description: "Laser rangefinder",
    });
    const cleared = await call<Gear>(gearPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(item.id) },
      body: { description: "" },
    });
    expect(cleared.json.description).toBeNull();
    const bad = await call(gearPUT, { method: "PUT", token: adminToken, params: { id: String(item.id) }, body: { name: "" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: "Name is required" });
    expect((await call(gearPUT, { method: "PUT", token: adminToken, params: { id: "999999" }, body: { name: "x" } })).status).toBe(404);
    // An id that is no id is answered before the body is validated.
    expect(await call(gearPUT, { method: "PUT", token: adminToken, params: { id: "abc" }, body: { name: "" } })).toMatchObject({
      status: 404,
      json: { message: "Gear item not found" },
    });

    const del = await call(gearDELETE, { method: "DELETE", token: adminToken, params: { id: String(item.id) } });
    expect(del.status).toBe(200);
    expect(await db.select().from(gearItems).where(eq(gearItems.id, item.id))).toHaveLength(0);
    expect((await call(gearDELETE, { method: "DELETE", token: adminToken, params: { id: String(item.id) } })).status).toBe(404);
    // Each change is in the admin action log, with who and which item; refused ones are not.
    const log = await db
      .select({ adminId: adminActions.adminId, action: adminActions.action, details: adminActions.details })
      .from(adminActions)
      .where(eq(adminActions.targetUserId, o.id))
      .orderBy(adminActions.id);
    expect(log).toMatchObject([
      {
        adminId: admin.id,
        action: "gear.update",
        details: { gearItemId: item.id, fields: ["name", "amazonUrl", "category", "displayOrder"] },
      },
      { adminId: admin.id, action: "gear.update", details: { gearItemId: item.id, fields: ["description"] } },
      { adminId: admin.id, action: "gear.delete", details: { gearItemId: item.id, name: "Rangefinder 2" } },
    ]);
  });

  it("records who added an item", async () => {
    const { admin, adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const r = await call<Gear>(gearPOST, {
      token: adminToken,
      body: { outfitterId: o.id, name: "Bino harness", amazonUrl: "https://www.amazon.com/dp/B1" },
    });
    expect(r.status).toBe(201);
    const [entry] = await db.select().from(adminActions).where(eq(adminActions.targetUserId, o.id));
    expect(entry).toMatchObject({ adminId: admin.id, action: "gear.create", details: { gearItemId: r.json.id, name: "Bino harness" } });
  });
});
