import { afterEach, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { POST } from "@/app/api/contact/route";
import { db } from "@/db";
import { contactMessages, emailOutbox } from "@/db/schema";
import { resetConfigForTests } from "@/lib/config";
import { call } from "../../support/http";

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const valid = () => ({
  name: "Jane Hunter",
  email: `jane-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
  subject: "Sheep hunt in the Chugach",
  message: "Do you list Dall sheep hunts for August?\n\nThanks, Jane",
});
const post = (body: unknown, ip = freshIp()) => call<Record<string, unknown>>(POST, { body, headers: { "x-forwarded-for": ip } });

describe("POST /api/contact", () => {
  afterEach(() => {
    delete process.env.SUPPORT_EMAIL;
    process.env.RATE_LIMIT_CONTACT = "1000";
    resetConfigForTests();
  });

  it("stores the message and e-mails it to the configured support address", async () => {
    process.env.SUPPORT_EMAIL = "help-desk@ridgeline.test";
    resetConfigForTests();
    const input = valid();
    const r = await post({ ...input, name: "  Jane Hunter  " });
    expect(r.status).toBe(201);
    expect(typeof r.json.id).toBe("number");

    const [row] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, r.json.id as number));
    expect(row).toMatchObject({ name: "Jane Hunter", email: input.email, subject: input.subject, message: input.message });

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, "help-desk@ridgeline.test"));
    const mail = mails.find((m) => m.meta?.contactMessageId === r.json.id);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`Contact form: ${input.subject}`);
    expect(mail!.text).toContain(input.email);
    expect(mail!.text).toContain("Do you list Dall sheep hunts for August?");
    expect(mail!.meta?.replyTo).toBe(input.email);
  });

  it.each(["name", "email", "subject", "message"] as const)(
    "rejects a missing %s with 400 and a message, storing nothing",
    async (field) => {
      const before = await db.$count(contactMessages);
      const body: Record<string, string> = valid();
      delete body[field];
      const r = await post(body);
      expect(r.status).toBe(400);
      const label = field[0]!.toUpperCase() + field.slice(1);
      expect(r.json.message).toBe(`${label} is required`);
      expect((r.json.errors as Record<string, string[]>)[field]).toEqual([`${label} is required`]);
      expect(await db.$count(contactMessages)).toBe(before);
    },
  );

  it("rejects a blank field (whitespace only) as missing", async () => {
    const r = await post({ ...valid(), subject: "   " });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Subject is required");
  });

  it("rejects a malformed e-mail address", async () => {
    const r = await post({ ...valid(), email: "jane@" });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Please enter a valid email address");
  });

  it("rejects non-string fields and over-long messages", async () => {
    expect((await post({ ...valid(), name: 42 })).status).toBe(400);
    const long = await post({ ...valid(), message: "x".repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("Message must be at most 5000 characters");
  });

  it("answers malformed JSON with 400", async () => {
    const r = await call(POST, { rawBody: "{name: oops", headers: { "x-forwarded-for": freshIp() } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Malformed JSON body");
  });

  it("rate limits by IP address with 429 and a message", async () => {
    process.env.RATE_LIMIT_CONTACT = "3";
    resetConfigForTests();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post(valid(), ip)).status).toBe(201);
    const before = await db.$count(contactMessages);
    const limited = await post(valid(), ip);
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/Too many messages/);
    expect(await db.$count(contactMessages)).toBe(before);
    // Another address is not affected.
    expect((await post(valid(), freshIp())).status).toBe(201);
  });

  it("counts a message the schema refuses, and answers a limited address 429 before validating", async () => {
    process.env.RATE_LIMIT_CONTACT = "2";
    resetConfigForTests();
    const ip = freshIp();
    expect((await post({ ...valid(), email: "nope" }, ip)).status).toBe(400);
    expect((await post(valid(), ip)).status).toBe(201);
    expect((await post({ ...valid(), email: "nope" }, ip)).status).toBe(429);
  });

  it("stores HTML-looking input as plain text and escapes it in the e-mail", async () => {
    const attack = `<script>alert("x")</script><b>bold</b>`;
    const r = await post({ ...valid(), subject: attack, message: attack });
    expect(r.status).toBe(201);
    const [row] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, r.json.id as number));
    expect(row!.message).toBe(attack);
    expect(row!.subject).toBe(attack);
    const [mail] = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
  });
});
