import { beforeAll, describe, expect, it, vi } from "vitest";
import { createHunter, createOutfitter, createUser } from "@/seed/factories";
import { areaVisit } from "@/lib/http/page-door";

// The session next-auth would decode from the cookie: only the user id matters to the gate.
let sessionUserId: number | null = null;
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => (sessionUserId ? { user: { id: String(sessionUserId) } } : null),
}));

/** The areas' gates (components/layout/area-gates.tsx) ask areaVisit; a paused outfitter is let into its area (issue 52, item 4). */
let ids: Record<"hunter" | "outfitter" | "paused" | "unapprovedInactive" | "admin", number>;
beforeAll(async () => {
  ids = {
    hunter: (await createHunter()).id,
    outfitter: (await createOutfitter()).id,
    paused: (await createOutfitter({ isActive: false })).id,
    unapprovedInactive: (await createOutfitter({ isActive: false, isApproved: false })).id,
    admin: (await createUser({ role: "admin" })).id,
  };
});

const visit = async (who: keyof typeof ids | null, area: "admin" | "outfitter" | "hunter") => {
  sessionUserId = who ? ids[who] : null;
  return (await areaVisit(area)).state;
};

describe("areaVisit", () => {
  it("admits a paused outfitter to the outfitter area only; a deactivated account stays a visitor", async () => {
    expect(await visit("paused", "outfitter")).toBe("in");
    expect(await visit("paused", "admin")).toBe("visitor");
    expect(await visit("paused", "hunter")).toBe("visitor");
    expect(await visit("unapprovedInactive", "outfitter")).toBe("visitor");
  });

  it("admits each area's role and tells the others apart from visitors", async () => {
    expect(await visit(null, "outfitter")).toBe("visitor");
    expect(await visit("outfitter", "outfitter")).toBe("in");
    expect(await visit("hunter", "outfitter")).toBe("other");
    expect(await visit("admin", "admin")).toBe("in");
    expect(await visit("outfitter", "admin")).toBe("other");
    expect(await visit("hunter", "hunter")).toBe("in");
    expect(await visit("admin", "hunter")).toBe("other");
  });
});
