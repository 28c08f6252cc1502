import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { db } from "@/db";
import { users } from "@/db/schema";
import { call } from "../support/http";
import { emailsTo } from "../support/outbox";

let n = 0;
const unique = (prefix = "reg") => `${prefix}-${Date.now().toString(36)}-${n++}@example.com`;
const hunter = (over: Record<string, unknown> = {}) => ({
  email: unique(),
  password: "secret1",
  firstName: "Ann",
  lastName: "Lee",
  role: "hunter",
  ...over,
});
type Res = { token: string; user: Record<string, unknown>; message?: string; errors?: Record<string, string[]> };

describe("POST /api/auth/register", () => {
  it("creates an approved hunter with a working token, argon2id hash and no hash in the response", async () => {
    const body = hunter({ phone: "  (555) 123-4567 " });
    const r = await call<Res>(registerPOST, { body });
    expect(r.status).toBe(201);
    expect(r.json.user).toMatchObject({ role: "hunter", isApproved: true, isActive: true, phone: "(555) 123-4567" });
    expect(JSON.stringify(r.json)).not.toMatch(/passwordHash|argon2/);
    const [row] = await db.select().from(users).where(eq(users.email, body.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await call(meGET, { token: r.json.token });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(body.email);
  });

  it("sends the welcome e-mail through the outbox", async () => {
    const body = hunter();
    await call(registerPOST, { body });
    const mails = await emailsTo(body.email);
    expect(mails.map((m) => m.template)).toContain("welcome");
  });

  it("registers an outfitter unapproved, with https:// added to the website", async () => {
    const r = await call<Res>(registerPOST, { body: hunter({ role: "outfitter", websiteUrl: " bigsky-outfitters.com " }) });
    expect(r.status).toBe(201);
    expect(r.json.user).toMatchObject({ role: "outfitter", isApproved: false, websiteUrl: "https://bigsky-outfitters.com" });
  });

  it("keeps an http:// or https:// website as given", async () => {
    const r = await call<Res>(registerPOST, { body: hunter({ role: "outfitter", websiteUrl: "http://example.org/guides" }) });
    expect(r.json.user.websiteUrl).toBe("http://example.org/guides");
  });

  it("requires a website URL from outfitters", async () => {
    for (const websiteUrl of [undefined, "", "   "]) {
      const body = hunter({ role: "outfitter", websiteUrl });
      const r = await call<Res>(registerPOST, { body });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Website URL is required for outfitters");
      expect(r.json.errors?.websiteUrl).toBeDefined();
      expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });

  it("rejects a website URL that is not a URL", async () => {
    const r = await call<Res>(registerPOST, { body: hunter({ role: "outfitter", websiteUrl: "not a url" }) });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Please enter a valid website URL");
  });

  it("drops a website URL sent with a hunter registration", async () => {
    const r = await call<Res>(registerPOST, { body: hunter({ websiteUrl: "example.com" }) });
    expect(r.status).toBe(201);
    expect(r.json.user.websiteUrl).toBeNull();
  });

  it("defaults to the hunter role", async () => {
    const body = hunter();
    delete (body as Record<string, unknown>).role;
    const r = await call<Res>(registerPOST, { body });
    expect(r.json.user).toMatchObject({ role: "hunter", isApproved: true });
  });

  it("refuses the admin role and unknown roles", async () => {
    for (const role of ["admin", "superuser"]) {
      const body = hunter({ role });
      const r = await call<Res>(registerPOST, { body });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Role must be hunter or outfitter");
      expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });

  it("ignores approval, active and top-tier flags sent by the client", async () => {
    const r = await call<Res>(registerPOST, {
      body: hunter({ role: "outfitter", websiteUrl: "a.com", isApproved: true, isTopTier: true, isActive: false }),
    });
    expect(r.status).toBe(201);
    expect(r.json.user).toMatchObject({ isApproved: false, isTopTier: false, isActive: true });
  });

  it("normalises the e-mail (trimmed, lower-cased)", async () => {
    const email = unique("Mixed");
    const r = await call<Res>(registerPOST, { body: hunter({ email: `  ${email.toUpperCase()}  ` }) });
    expect(r.status).toBe(201);
    expect(r.json.user.email).toBe(email.toLowerCase());
  });

  it("answers 409 for a duplicate e-mail, including case and space variants, and keeps one account", async () => {
    const email = unique("dup");
    expect((await call(registerPOST, { body: hunter({ email }) })).status).toBe(201);
    for (const variant of [email, email.toUpperCase(), ` ${email} `]) {
      const r = await call<Res>(registerPOST, { body: hunter({ email: variant, firstName: "Other" }) });
      expect(r.status).toBe(409);
      expect(r.json.message).toBe("An account with this email already exists");
    }
    const rows = await db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe("Ann");
  });

  it("lets exactly one of two simultaneous registrations of one e-mail win", async () => {
    const email = unique("race");
    const [a, b] = await Promise.all([
      call(registerPOST, { body: hunter({ email }) }),
      call(registerPOST, { body: hunter({ email: email.toUpperCase() }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});
