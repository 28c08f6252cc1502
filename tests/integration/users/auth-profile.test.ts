import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as userPUT } from "@/app/api/users/[id]/route";
import { db } from "@/db";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { emailOutbox, users } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { EMAIL_OWNER_ONLY } from "@/lib/users/service";
import { call } from "../../support/http";

type User = typeof users.$inferSelect;
const put = async (actor: User | null, id: number | string, body: unknown) =>
  call(userPUT, {
    method: "PUT",
    body,
    params: { id: String(id) },
    token: actor ? await issueApiToken(actor.id) : undefined,
  });
const mailTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
const reload = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe("PUT /api/users/{id}", () => {
  it("updates the caller's own names, e-mail (normalised) and phone", async () => {
    const u = await createHunter();
    const email = `Renamed-${u.id}@Example.com`;
    const r = await put(u, u.id, { firstName: " Nora ", lastName: "Fields", email: `  ${email} `, phone: "(406) 555-0134" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: u.id,
      firstName: "Nora",
      lastName: "Fields",
      email: email.toLowerCase(),
      phone: "+14065550134",
      phoneUnparsed: false,
    });
    expect(r.json).not.toHaveProperty("passwordHash");
    expect(await reload(u.id)).toMatchObject({ firstName: "Nora", email: email.toLowerCase() });
  });

  it("clears the phone when sent empty and leaves fields that are not sent", async () => {
    const u = await createHunter({ phone: "555-0100", lastName: "Keep" });
    const r = await put(u, u.id, { phone: "" });
    expect(r.status).toBe(200);
    expect(await reload(u.id)).toMatchObject({ phone: null, lastName: "Keep" });
  });

  it("refuses a phone that is not a phone number (400, field message) and writes nothing", async () => {
    const u = await createHunter({ phone: "(555) 123-4567", firstName: "Same" });
    const r = await put(u, u.id, { firstName: "Changed", phone: "ring the lodge" });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.json)).toContain("Enter a valid phone number");
    expect(await reload(u.id)).toMatchObject({ phone: "(555) 123-4567", firstName: "Same" });
  });

  it("forbids editing another account (403) and changes nothing", async () => {
    const me = await createHunter();
    const other = await createOutfitter({ firstName: "Original" });
    const r = await put(me, other.id, { firstName: "Hacked" });
    expect(r.status).toBe(403);
    expect(typeof r.json.message).toBe("string");
    expect((await reload(other.id)).firstName).toBe("Original");
  });

  it("answers another account (403) and an unknown id (404) before a bad body (400)", async () => {
    const me = await createHunter();
    const other = await createOutfitter();
    const bad = { firstName: "   ", email: "not-an-email" };
    expect(await put(me, other.id, bad)).toMatchObject({ status: 403, json: { message: "You can only edit your own profile" } });
    expect(await put(me, "abc", bad)).toMatchObject({ status: 404, json: { message: "User not found" } });
    expect((await put(me, me.id, null)).status).toBe(400);
  });

  it("lets the admin edit any account", async () => {
    const admin = await createAdmin();
    const other = await createOutfitter();
    const r = await put(admin, other.id, { firstName: "Edited", websiteUrl: "new-site.com", email: other.email.toUpperCase() });
    expect(r.status).toBe(200);
    expect(await reload(other.id)).toMatchObject({ firstName: "Edited", websiteUrl: "https://new-site.com", email: other.email });
  });

  it("never lets the admin move another account to a new e-mail (a reset there would take it over); nothing is written", async () => {
    const admin = await createAdmin();
    for (const other of [await createHunter({ firstName: "Kept" }), await createAdmin({ firstName: "Kept" })]) {
      const r = await put(admin, other.id, { firstName: "Edited", email: `taken-over-${other.id}@example.com` });
      expect(r.status).toBe(403);
      expect(r.json).toEqual({ message: EMAIL_OWNER_ONLY });
      expect(await reload(other.id)).toMatchObject({ firstName: "Kept", email: other.email });
      expect(await mailTo(other.email)).toEqual([]);
    }
  });

  it("tells the previous address when an account holder changes its e-mail", async () => {
    const u = await createHunter({ firstName: "Wren" });
    const newEmail = `wren-new-${u.id}@example.com`;
    expect((await put(u, u.id, { email: newEmail })).status).toBe(200);
    const [notice, ...more] = await mailTo(u.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ subject: "Your Ridgeline e-mail address was changed", template: "email-changed" });
    expect(notice!.text).toContain(newEmail);
    expect(await mailTo(newEmail)).toEqual([]);
    // A change of names only sends nothing.
    expect((await put(u, u.id, { firstName: "Wren2" })).status).toBe(200);
    expect(await mailTo(u.email)).toHaveLength(1);
  });

  it("answers 409 for an e-mail another account uses, in any case, and keeps the old one", async () => {
    const taken = await createHunter();
    const u = await createHunter();
    for (const email of [taken.email, taken.email.toUpperCase(), ` ${taken.email} `]) {
      const r = await put(u, u.id, { email });
      expect(r.status).toBe(409);
      expect(r.json).toEqual({ message: "An account with this email already exists" });
    }
    expect((await reload(u.id)).email).toBe(u.email);
  });

  it("accepts the caller's own e-mail in another case", async () => {
    const u = await createHunter();
    const r = await put(u, u.id, { email: u.email.toUpperCase() });
    expect(r.status).toBe(200);
    expect(r.json.email).toBe(u.email);
  });

  it("ignores role, approval, active and top-tier fields sent by the client", async () => {
    const o = await createOutfitter({ isApproved: false, isTopTier: false });
    const r = await put(o, o.id, { firstName: "Still", role: "admin", isApproved: true, isActive: false, isTopTier: true, id: 999 });
    expect(r.status).toBe(200);
    expect(await reload(o.id)).toMatchObject({
      id: o.id,
      firstName: "Still",
      role: "outfitter",
      isApproved: false,
      isActive: true,
      isTopTier: false,
    });
  });

  it("keeps a website URL only for outfitters, adding https://", async () => {
    const o = await createOutfitter();
    expect((await put(o, o.id, { websiteUrl: "ridge-guides.com" })).json.websiteUrl).toBe("https://ridge-guides.com");
    const h = await createHunter();
    const r = await put(h, h.id, { websiteUrl: "hunter-site.com" });
    expect(r.status).toBe(200);
    expect((await reload(h.id)).websiteUrl).toBeNull();
  });

  it("refuses to clear an outfitter's website or set an invalid one", async () => {
    const o = await createOutfitter({ websiteUrl: "https://keep.example.com" });
    const empty = await put(o, o.id, { websiteUrl: " " });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe("Website URL is required for outfitters");
    const bad = await put(o, o.id, { websiteUrl: "not a site" });
    expect(bad.status).toBe(400);
    expect((await reload(o.id)).websiteUrl).toBe("https://keep.example.com");
  });

  it("answers 401 when signed out, 403 for a deactivated caller, 404 for an unknown id", async () => {
    const u = await createHunter();
    expect((await put(null, u.id, { firstName: "X" })).status).toBe(401);
    const admin = await createAdmin();
    expect((await put(admin, 987654, { firstName: "X" })).status).toBe(404);
    expect((await put(admin, "abc", { firstName: "X" })).status).toBe(404);
    const token = await issueApiToken(u.id);
    await db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    const r = await call(userPUT, { method: "PUT", body: { firstName: "X" }, params: { id: String(u.id) }, token });
    expect(r.status).toBe(403);
  });
});
