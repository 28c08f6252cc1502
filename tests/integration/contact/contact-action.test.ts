import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { contactMessages, emailOutbox } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { resetConfigForTests } from "@/lib/config";
import { sendContactMessage } from "@/lib/contact/actions";
import { callWith } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The Contact Us form's server action (lib/contact/actions.ts), twin of POST /api/contact. */
let ipCounter = 0;
const fromFreshIp = () => callWith({ "x-forwarded-for": `198.51.100.${200 + ++ipCounter}` });
const valid = () => ({
  name: "Jane Hunter",
  email: `jane-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
  subject: "Sheep hunt",
  message: "Do you list Dall sheep hunts?",
});

describe("sendContactMessage", () => {
  afterEach(() => {
    process.env.RATE_LIMIT_CONTACT = "1000";
    resetConfigForTests();
  });

  it("stores the message and e-mails support, as the route does", async () => {
    fromFreshIp();
    const input = valid();
    const r = await sendContactMessage(IDLE, { ...input, name: "  Jane Hunter " });
    expect(r).toMatchObject({ ok: true, status: 200, data: { id: expect.any(Number) } });
    const id = (r.data as { id: number }).id;
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: "Jane Hunter", email: input.email });
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Contact form: ${input.subject}`));
    expect(mails.some((m) => m.meta?.contactMessageId === id)).toBe(true);
  });

  it("a plain form post (JavaScript off) works the same", async () => {
    fromFreshIp();
    const fd = new FormData();
    for (const [k, v] of Object.entries(valid())) fd.append(k, v);
    expect(await sendContactMessage(IDLE, fd)).toMatchObject({ ok: true });
  });

  it("missing and malformed fields come back beside their fields, with what was typed; nothing stored", async () => {
    fromFreshIp();
    const before = await db.$count(contactMessages);
    const fd = new FormData();
    fd.append("name", "Jane");
    fd.append("email", "jane@");
    fd.append("subject", "  ");
    const r = await sendContactMessage(IDLE, fd);
    expect(r).toEqual({
      ok: false,
      status: 400,
      message: "Please enter a valid email address",
      fieldErrors: { email: ["Please enter a valid email address"], subject: ["Subject is required"], message: ["Message is required"] },
      values: { name: "Jane", email: "jane@", subject: "  " },
    });
    expect(await db.$count(contactMessages)).toBe(before);
  });

  it("is rate limited per address like the route (429, the route's message, nothing stored)", async () => {
    process.env.RATE_LIMIT_CONTACT = "2";
    resetConfigForTests();
    fromFreshIp();
    expect((await sendContactMessage(IDLE, valid())).ok).toBe(true);
    expect((await sendContactMessage(IDLE, valid())).ok).toBe(true);
    const before = await db.$count(contactMessages);
    const limited = await sendContactMessage(IDLE, valid());
    expect(limited).toMatchObject({ ok: false, status: 429, message: expect.stringMatching(/Too many messages/) });
    expect(await db.$count(contactMessages)).toBe(before);
  });
});
