import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as meGET } from "@/app/api/auth/me/route";
import { GET as usersGET } from "@/app/api/admin/users/route";
import { PUT as approvalPUT } from "@/app/api/admin/users/[id]/approval/route";
import { PUT as statusPUT } from "@/app/api/admin/users/[id]/status/route";
import { PUT as topTierPUT } from "@/app/api/admin/users/[id]/top-tier/route";
import { GET as huntGET } from "@/app/api/hunts/[id]/route";
import { GET as huntsGET, POST as huntPOST } from "@/app/api/hunts/route";
import { GET as outfittersGET } from "@/app/api/outfitters/route";
import { GET as usersOutfittersGET } from "@/app/api/users/outfitters/route";
import { db } from "@/db";
import { adminActions, emailOutbox, notifications, users } from "@/db/schema";
import { createAdmin, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { call } from "../../support/http";
import { huntsOf, roleFixtures, sessionCookie } from "../../support/admin-fixtures";

const notesOf = (userId: number) => db.select().from(notifications).where(eq(notifications.userId, userId));
const mailTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

describe("user management", () => {
  it("lists every user without password hashes", async () => {
    const { adminToken, hunter } = await roleFixtures();
    const r = await call<Array<Record<string, unknown>>>(usersGET, { token: adminToken });
    expect(r.status).toBe(200);
    const row = r.json.find((u) => u.id === hunter.id)!;
    expect(row.email).toBe(hunter.email);
    expect(JSON.stringify(r.json)).not.toMatch(/passwordHash|argon2/);
  });

  it("deactivation signs the user out everywhere: bearer token and session cookie stop working", async () => {
    const { adminToken } = await roleFixtures();
    const hunter = await createHunter();
    const token = await issueApiToken(hunter.id);
    const cookie = await sessionCookie(hunter.id);
    expect((await call(meGET, { token })).status).toBe(200);
    expect((await call(meGET, { headers: { cookie } })).status).toBe(200);

    const off = await call<{ isActive: boolean }>(statusPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(hunter.id) },
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.json.isActive).toBe(false);
    // Both are revoked on the server: a bad token or dead session is "not signed in".
    expect((await call(meGET, { token })).status).toBe(401);
    expect((await call(meGET, { headers: { cookie } })).status).toBe(401);

    // Reactivating does not bring them back; the user signs in again.
    await call(statusPUT, { method: "PUT", token: adminToken, params: { id: String(hunter.id) }, body: { isActive: true } });
    expect((await call(meGET, { token })).status).toBe(401);
    expect((await call(meGET, { headers: { cookie } })).status).toBe(401);
    expect((await call(meGET, { token: await issueApiToken(hunter.id) })).status).toBe(200);
    const log = await db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetUserId, hunter.id), eq(adminActions.action, "user.status")));
    expect(log).toHaveLength(2);
  });

  it("deactivating an outfitter hides its hunts from the hunt page and search; reactivating shows them again", async () => {
    const { adminToken, hunterToken } = await roleFixtures();
    const o = await createOutfitter();
    const hunt = await createHunt({ outfitterId: o.id, title: "Deactivation Ridge Elk Hunt" });
    const onPage = async () => (await call(huntGET, { params: { id: String(hunt.id) } })).status;
    const inSearch = async () =>
      huntsOf(
        (await call(huntsGET, { url: `/api/hunts?search=${encodeURIComponent("Deactivation Ridge")}`, token: hunterToken })).json,
      ).some((h) => h.id === hunt.id);
    expect([await onPage(), await inSearch()]).toEqual([200, true]);

    const off = await call(statusPUT, { method: "PUT", token: adminToken, params: { id: String(o.id) }, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect([await onPage(), await inSearch()]).toEqual([404, false]);

    await call(statusPUT, { method: "PUT", token: adminToken, params: { id: String(o.id) }, body: { isActive: true } });
    expect([await onPage(), await inSearch()]).toEqual([200, true]);
  });

  it("protects admin accounts and validates the body", async () => {
    const { adminToken, admin } = await roleFixtures();
    const other = await createAdmin();
    for (const id of [admin.id, other.id]) {
      const r = await call(statusPUT, { method: "PUT", token: adminToken, params: { id: String(id) }, body: { isActive: false } });
      expect(r.status).toBe(403);
      expect(r.json).toEqual({ message: "Admin accounts are protected" });
    }
    const hunter = await createHunter();
    const bad = await call(statusPUT, { method: "PUT", token: adminToken, params: { id: String(hunter.id) }, body: { isActive: "no" } });
    expect(bad.status).toBe(400);
    expect((await call(statusPUT, { method: "PUT", token: adminToken, params: { id: "999999" }, body: { isActive: false } })).status).toBe(
      404,
    );
    expect((await call(statusPUT, { method: "PUT", token: adminToken, params: { id: "abc" }, body: { isActive: false } })).status).toBe(
      404,
    );
    expect((await call(statusPUT, { method: "PUT", token: adminToken, params: { id: String(hunter.id) }, rawBody: "{oops" })).status).toBe(
      400,
    );
  });

  it("approving an outfitter lets it in and tells it in-app and by e-mail, once", async () => {
    const { adminToken } = await roleFixtures();
    const pending = await createOutfitter({ isApproved: false });
    const pendingToken = await issueApiToken(pending.id);
    const hunt = {
      title: "First Hunt",
      description: "Five days.",
      species: ["elk/wapiti"],
      location: "Montana",
      price: 1000,
      duration: 5,
      groupSize: 2,
      dates: "Sept",
      availability: 2,
    };
    const before = await call(huntPOST, { token: pendingToken, body: hunt });
    expect(before.status).toBe(403);
    expect(before.json.message).toBe("Account must be approved before creating hunts");
    const r = await call<{ isApproved: boolean }>(approvalPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(pending.id) },
      body: { isApproved: true },
    });
    expect(r.status).toBe(200);
    expect(r.json.isApproved).toBe(true);
    // The same signed-in outfitter may now create hunts (approval is read from the database on every request).
    expect((await call(huntPOST, { token: pendingToken, body: hunt })).status).toBe(201);
    await call(approvalPUT, { method: "PUT", token: adminToken, params: { id: String(pending.id) }, body: { isApproved: true } });
    const notes = await notesOf(pending.id);
    expect(notes.map((n) => n.title)).toEqual(["Account Approved"]);
    expect((await mailTo(pending.email)).map((m) => m.subject)).toEqual(["Your Ridgeline outfitter account is approved"]);
    const listed = await call<Array<{ id: number; firstName: string }>>(outfittersGET, { token: adminToken });
    expect(listed.json.some((o) => o.id === pending.id)).toBe(true);
  });

  it("rejecting a pending application closes the account; rejecting an approved outfitter withdraws approval", async () => {
    const { adminToken, hunterToken } = await roleFixtures();
    const applicant = await createOutfitter({ isApproved: false });
    const applicantToken = await issueApiToken(applicant.id);
    const r = await call<{ isApproved: boolean; isActive: boolean }>(approvalPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(applicant.id) },
      body: { isApproved: false },
    });
    expect(r.json).toMatchObject({ isApproved: false, isActive: false });
    expect((await call(meGET, { token: applicantToken })).status).toBe(401);
    expect((await mailTo(applicant.email)).map((m) => m.subject)).toEqual(["Your Ridgeline outfitter application"]);

    const approved = await createOutfitter();
    const w = await call<{ isApproved: boolean; isActive: boolean }>(approvalPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(approved.id) },
      body: { isApproved: false },
    });
    expect(w.json).toMatchObject({ isApproved: false, isActive: true });
    expect((await notesOf(approved.id)).map((n) => [n.type, n.title])).toEqual([["warning", "Approval Withdrawn"]]);
    // An un-approved outfitter leaves the list the gear panel and the claim modal pick from.
    const listed = await call<Array<{ id: number }>>(usersOutfittersGET, { token: hunterToken });
    expect(listed.status).toBe(200);
    expect(listed.json.some((o) => o.id === approved.id)).toBe(false);
    expect((await call(usersOutfittersGET, {})).status).toBe(401);

    const hunter = await createHunter();
    const notOutfitter = await call(approvalPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(hunter.id) },
      body: { isApproved: true },
    });
    expect(notOutfitter.status).toBe(400);
  });

  it("toggles top-tier for outfitters only", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const on = await call<{ isTopTier: boolean }>(topTierPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(o.id) },
      body: { isTopTier: true },
    });
    expect(on.json.isTopTier).toBe(true);
    const [row] = await db.select().from(users).where(eq(users.id, o.id));
    expect(row!.isTopTier).toBe(true);
    expect((await notesOf(o.id)).map((n) => n.title)).toEqual(["Top-Tier Status Granted"]);
    const off = await call<{ isTopTier: boolean }>(topTierPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(o.id) },
      body: { isTopTier: false },
    });
    expect(off.json.isTopTier).toBe(false);
    const hunter = await createHunter();
    expect(
      (await call(topTierPUT, { method: "PUT", token: adminToken, params: { id: String(hunter.id) }, body: { isTopTier: true } })).status,
    ).toBe(400);
    expect((await call(topTierPUT, { method: "PUT", token: adminToken, params: { id: String(o.id) }, body: {} })).status).toBe(400);
  });
});

describe("User Management filters by role and status (issue 53 item 18)", () => {
  it("active, inactive and awaiting approval, with the role, page by page with their total", async () => {
    const admin = await createAdmin();
    const token = await issueApiToken(admin.id);
    const tag = `filter${Date.now()}`;
    const waiting = await createOutfitter({ isApproved: false, email: `${tag}-w@example.test` });
    const paused = await createOutfitter({ isActive: false, email: `${tag}-p@example.test` });
    const hunter = await createHunter({ email: `${tag}-h@example.test` });
    type Page = { users: { id: number }[]; total: number };
    const ids = async (query: string) => {
      const r = await call<Page>(usersGET, { token, url: `/api/admin/users?limit=50&q=${tag}&${query}` });
      expect(r.status).toBe(200);
      return r.json.users.map((u) => u.id).sort((a, b) => a - b);
    };
    expect(await ids("status=awaiting-approval")).toEqual([waiting.id]);
    expect(await ids("status=inactive")).toEqual([paused.id]);
    expect(await ids("status=active&role=outfitter")).toEqual([waiting.id]);
    expect(await ids("status=active&role=hunter")).toEqual([hunter.id]);
    const bad = await call<{ error: string }>(usersGET, { token, url: "/api/admin/users?status=sleeping" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("Status must be active, inactive or awaiting-approval");
  });
});
