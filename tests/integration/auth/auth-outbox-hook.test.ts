import { afterEach, describe, expect, it } from "vitest";
import { POST as forgotPOST } from "@/app/api/auth/forgot-password/route";
import { GET as outboxGET } from "@/app/api/test/outbox/route";
import { createHunter } from "@/seed/factories";
import { resetConfigForTests } from "@/lib/config";
import { call } from "../../support/http";

type Res = { message?: string; emails: { subject: string; text: string; html: string; createdAt: string }[] };
const read = (to: string) => call<Res>(outboxGET, { url: `/api/test/outbox?to=${encodeURIComponent(to)}` });

afterEach(() => {
  delete process.env.E2E_TEST_HOOKS;
  resetConfigForTests();
});

describe("GET /api/test/outbox (browser-test hook)", () => {
  it("is a 404 with a message unless E2E_TEST_HOOKS=1", async () => {
    const u = await createHunter();
    await call(forgotPOST, { body: { email: u.email } });
    for (const value of [undefined, "0"]) {
      if (value === undefined) delete process.env.E2E_TEST_HOOKS;
      else process.env.E2E_TEST_HOOKS = value;
      resetConfigForTests();
      const r = await read(u.email);
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ message: "Not found" });
    }
  });

  it("lists the newest e-mails to an address when enabled", async () => {
    process.env.E2E_TEST_HOOKS = "1";
    resetConfigForTests();
    const u = await createHunter();
    await call(forgotPOST, { body: { email: u.email } });
    await call(forgotPOST, { body: { email: u.email } });
    const r = await read(u.email.toUpperCase());
    expect(r.status).toBe(200);
    expect(r.json.emails).toHaveLength(2);
    expect(r.json.emails[0]).toMatchObject({ subject: "Reset your Ridgeline password" });
    expect(r.json.emails[0]!.text).toMatch(/\/reset-password\?token=/);
    expect(Date.parse(r.json.emails[0]!.createdAt)).not.toBeNaN();
    expect((await read("nobody@example.com")).json.emails).toEqual([]);
    expect((await call(outboxGET, { url: "/api/test/outbox?to=not-an-email" })).status).toBe(400);
  });
});
