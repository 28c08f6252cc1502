import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { hunts, users } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { socialCardUrl } from "@/lib/images";

/** Migration 0019 moves databases seeded with the old SVG demo photos onto the raster files. */
describe("migration 0019: demo photos become raster", () => {
  it("rewrites SVG demo paths in hunts (order kept) and outfitters, leaves everything else, and every new path exists with its card", async () => {
    const o = await createOutfitter({ coverPhoto: "/demo/outfitters/rockies-cover.svg", profileImage: "/demo/outfitters/avatar-3.svg" });
    const other = await createOutfitter({ coverPhoto: "/uploads/u9/" + "a".repeat(32) + ".png", profileImage: null });
    const h = await createHunt({
      outfitterId: o.id,
      images: ["/demo/hunts/rockies-elk.svg", "/uploads/u1/" + "b".repeat(32) + ".png", "/demo/hunts/alps-ibex.svg"],
    });
    const untouched = await createHunt({ outfitterId: o.id, images: ["https://cdn.example/elk.svg"] });

    const file = path.join(process.cwd(), "drizzle", "0019_demo-photos-raster.sql");
    for (const statement of readFileSync(file, "utf8").split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const [after] = await db.select().from(hunts).where(eq(hunts.id, h.id));
    expect(after!.images).toEqual([
      "/demo/hunts/rockies-elk.photo.webp",
      "/uploads/u1/" + "b".repeat(32) + ".png",
      "/demo/hunts/alps-ibex.photo.webp",
    ]);
    expect((await db.select().from(hunts).where(eq(hunts.id, untouched.id)))[0]!.images).toEqual(["https://cdn.example/elk.svg"]);
    const [u] = await db.select().from(users).where(eq(users.id, o.id));
    expect([u!.coverPhoto, u!.profileImage]).toEqual(["/demo/outfitters/rockies-cover.photo.webp", "/demo/outfitters/avatar-3.webp"]);
    expect((await db.select().from(users).where(eq(users.id, other.id)))[0]!.coverPhoto).toBe("/uploads/u9/" + "a".repeat(32) + ".png");

    for (const p of [
      after!.images[0]!,
      after!.images[2]!,
      u!.coverPhoto!,
      u!.profileImage!,
      socialCardUrl(u!.coverPhoto)!,
      socialCardUrl(after!.images[0])!,
    ]) {
      expect(existsSync(path.join(process.cwd(), "public", p)), p).toBe(true);
    }
  });
});
