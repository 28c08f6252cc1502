import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { db } from "@/db";
import { users } from "@/db/schema";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { REGISTERED_MESSAGE } from "@/lib/auth/service";
import { toPublicUser } from "@/lib/users/public-user";
import { call } from "../../support/http";
import { emailsTo } from "../../support/outbox";

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
type Res = { message: string; errors?: Record<string, string[]> };

/** Registers, then reads the account back from the database: the answer names no account (no enumeration). */
async function reg(body: Record<string, unknown>) {
  const r = await call<Res>(registerPOST, { body });
  const email = String(body.email ?? "")
    .trim()
    .toLowerCase();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return { ...r, user: (row ? toPublicUser(row) : {}) as Record<string, unknown> };
}

describe("POST /api/auth/register", () => {
  it("creates an approved hunter with an argon2id hash who signs in at once; the answer names no account", async () => {
    const body = hunter({ phone: "  (406) 555-0134 " });
    const r = await reg(body);
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ message: REGISTERED_MESSAGE });
    expect(r.user).toMatchObject({ role: "hunter", isApproved: true, isActive: true, phone: "+14065550134" });
    const [row] = await db.select().from(users).where(eq(users.email, body.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await call<{ token: string }>(loginPOST, { body: { email: body.email, password: body.password } });
    const me = await call(meGET, { token: login.json.token });
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
    const r = await reg(hunter({ role: "outfitter", websiteUrl: " bigsky-outfitters.com " }));
    expect(r.status).toBe(201);
    expect(r.user).toMatchObject({ role: "outfitter", isApproved: false, websiteUrl: "https://bigsky-outfitters.com" });
  });

  it("keeps an http:// or https:// website as given", async () => {
    const r = await reg(hunter({ role: "outfitter", websiteUrl: "http://example.org/guides" }));
    expect(r.user.websiteUrl).toBe("http://example.org/guides");
  });

  it("requires a website URL from outfitters", async () => {
    for (const websiteUrl of [undefined, "", "   "]) {
      const body = hunter({ role: "outfitter", websiteUrl });
      const r = await reg(body);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Website URL is required for outfitters");
      expect(r.json.errors?.websiteUrl).toBeDefined();
      expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });

  it("rejects a website URL that is not a URL", async () => {
    const r = await reg(hunter({ role: "outfitter", websiteUrl: "not a url" }));
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Please enter a valid website URL");
  });

  it("drops a website URL sent with a hunter registration", async () => {
    const r = await reg(hunter({ websiteUrl: "example.com" }));
    expect(r.status).toBe(201);
    expect(r.user.websiteUrl).toBeNull();
  });

  it("defaults to the hunter role", async () => {
    const body = hunter();
    delete (body as Record<string, unknown>).role;
    const r = await reg(body);
    expect(r.user).toMatchObject({ role: "hunter", isApproved: true });
  });

  it("refuses the admin role and unknown roles", async () => {
    for (const role of ["admin", "superuser"]) {
      const body = hunter({ role });
      const r = await reg(body);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Role must be hunter or outfitter");
      expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });

  it("ignores approval, active and top-tier flags sent by the client", async () => {
    const r = await reg(hunter({ role: "outfitter", websiteUrl: "a.com", isApproved: true, isTopTier: true, isActive: false }));
    expect(r.status).toBe(201);
    expect(r.user).toMatchObject({ isApproved: false, isTopTier: false, isActive: true });
  });

  it("normalises the e-mail (trimmed, lower-cased)", async () => {
    const email = unique("Mixed");
    const r = await reg(hunter({ email: `  ${email.toUpperCase()}  ` }));
    expect(r.status).toBe(201);
    expect(r.user.email).toBe(email.toLowerCase());
  });

  it("answers a taken e-mail (case and space variants too) like a new one, keeps one account unchanged and tells its owner", async () => {
    const email = unique("dup");
    expect((await call(registerPOST, { body: hunter({ email }) })).status).toBe(201);
    const [before] = await db.select().from(users).where(eq(users.email, email));
    for (const variant of [email, email.toUpperCase(), ` ${email} `]) {
      const r = await reg(hunter({ email: variant, firstName: "Other", password: "attacker-pass" }));
      expect(r.status).toBe(201);
      expect(r.json).toEqual({ message: REGISTERED_MESSAGE });
    }
    const rows = await db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([before]);
    expect((await call(loginPOST, { body: { email, password: "attacker-pass" } })).status).toBe(401);
    // One warning per hour, however often the address is tried.
    expect((await emailsTo(email)).map((m) => m.template).sort()).toEqual(["registration-attempt", "welcome"]);
  });

  it("creates one account from two simultaneous registrations of one e-mail", async () => {
    const email = unique("race");
    const [a, b] = await Promise.all([
      call(registerPOST, { body: hunter({ email }) }),
      call(registerPOST, { body: hunter({ email: email.toUpperCase() }) }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
