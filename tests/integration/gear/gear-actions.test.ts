import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createGearItem } from "@/seed/factories";
import { gearItems } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { addGearItemAction, deleteGearItemAction, updateGearItemAction } from "@/lib/gear/actions";
import { AMAZON_URL_MESSAGE } from "@/lib/gear/schema";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The admin's gear list actions (lib/gear/actions.ts), twins of POST/PUT/DELETE /api/outfitter-gear. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

describe("gear list actions", () => {
  it("hunters and outfitters are refused at the door (403), anonymous 401; nothing changes", async () => {
    const item = await createGearItem({ outfitterId: fx.outfitter.id, name: "Boots" });
    const add = { outfitterId: fx.outfitter.id, name: "Rain jacket", amazonUrl: "https://www.amazon.com/dp/B0RAIN" };
    callAs();
    expect(await addGearItemAction(IDLE, add)).toMatchObject({ ok: false, status: 401 });
    for (const token of [fx.tokens.hunter, fx.tokens.outfitter]) {
      callAs(token);
      expect(await addGearItemAction(IDLE, add)).toMatchObject({ ok: false, status: 403 });
      expect(await updateGearItemAction(IDLE, { id: item.id, name: "Mine now" })).toMatchObject({ ok: false, status: 403 });
      expect(await deleteGearItemAction(IDLE, { id: item.id })).toMatchObject({ ok: false, status: 403 });
    }
    const [row] = await db.select().from(gearItems).where(eq(gearItems.id, item.id));
    expect(row!.name).toBe("Boots");
    expect(await db.$count(gearItems, eq(gearItems.name, "Rain jacket"))).toBe(0);
  });

  it("the admin adds (a bad Amazon link beside its field), edits and deletes", async () => {
    callAs(fx.tokens.admin);
    expect(
      await addGearItemAction(IDLE, { outfitterId: fx.outfitter.id, name: "Jacket", amazonUrl: "https://example.com/x" }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { amazonUrl: [AMAZON_URL_MESSAGE] },
    });
    const added = await addGearItemAction(IDLE, {
      outfitterId: fx.outfitter.id,
      name: "  Rain jacket ",
      amazonUrl: "https://www.amazon.com/dp/B0RAIN",
      description: "",
      image: "",
    });
    expect(added).toMatchObject({ ok: true, data: { name: "Rain jacket", category: "gear" } });
    const id = (added.data as { id: number }).id;
    expect(await updateGearItemAction(IDLE, { id, name: "Shell jacket", category: "clothing" })).toMatchObject({
      ok: true,
      data: { name: "Shell jacket", category: "clothing" },
    });
    expect(await deleteGearItemAction(IDLE, { id })).toMatchObject({ ok: true });
    expect(await db.$count(gearItems, eq(gearItems.id, id))).toBe(0);
    expect(await deleteGearItemAction(IDLE, { id })).toMatchObject({ ok: false, status: 404 });
  });

  it("an edit changes only the fields it sends, as PUT /api/outfitter-gear/{id} does", async () => {
    const item = await createGearItem({ outfitterId: fx.outfitter.id, description: "Waterproof", image: "https://img.example.com/b.jpg" });
    callAs(fx.tokens.admin);
    expect(await updateGearItemAction(IDLE, { id: item.id, name: "Boots 2" })).toMatchObject({
      ok: true,
      data: { name: "Boots 2", description: "Waterproof", image: "https://img.example.com/b.jpg" },
    });
    expect(await updateGearItemAction(IDLE, { id: item.id, description: "" })).toMatchObject({ ok: true, data: { description: null } });
  });
});
