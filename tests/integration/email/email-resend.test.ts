import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";
import { resetConfigForTests } from "@/lib/config";
import { passwordResetEmail } from "@/lib/email/templates";
import { sendNow } from "../../support/outbox";

type Seen = { method?: string; url?: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> };
let server: Server;
let seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: { id: "re_msg_1" } };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: raw ? JSON.parse(raw) : {} });
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.RESEND_API_KEY = "re_test_key_123";
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.EMAIL_FROM = "Ridgeline <no-reply@ridgeline.test>";
  resetConfigForTests();
});

afterAll(async () => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  resetConfigForTests();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  reply = { status: 200, body: { id: "re_msg_1" } };
});

const outboxRow = async (id: number) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe("an e-mail through Resend (RESEND_API_KEY set)", () => {
  it("posts the message with the API key and marks the outbox row sent", async () => {
    const link = "http://localhost:3000/reset-password?token=abc123";
    const result = await sendNow("rae@example.com", passwordResetEmail("Rae", link));
    expect(result.status).toBe("sent");
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/emails");
    expect(req.headers.authorization).toBe("Bearer re_test_key_123");
    expect(req.body).toMatchObject({ from: "Ridgeline <no-reply@ridgeline.test>", subject: "Reset your Ridgeline password" });
    expect([req.body.to].flat()).toEqual(["rae@example.com"]);
    expect(req.body.html).toEqual(expect.stringContaining("Hi Rae, reset your password"));
    expect(req.body.html).toEqual(expect.stringContaining(link));
    expect(req.body.text).toEqual(expect.stringContaining(link));
    const row = await outboxRow(result.id);
    expect(row).toMatchObject({ status: "sent", provider: "resend", providerMessageId: "re_msg_1", toEmail: "rae@example.com" });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("keeps the row for a retry on a provider error and does not throw", async () => {
    reply = { status: 500, body: { name: "internal_server_error", message: "Resend is down" } };
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = Date.now();
    const result = await sendNow("fail@example.com", passwordResetEmail("Fay", "http://localhost:3000/x"));
    expect(result.status).toBe("retrying");
    expect(seen).toHaveLength(1);
    const row = await outboxRow(result.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.error).toContain("Resend is down");
    expect(row.sentAt).toBeNull();
    // The first retry a minute later.
    expect(row.nextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(60_000);
    expect(row.nextAttemptAt!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    log.mockRestore();
  });

  it("keeps the row for a retry when the provider cannot be reached", async () => {
    process.env.RESEND_BASE_URL = "http://127.0.0.1:1";
    resetConfigForTests();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = await sendNow("offline@example.com", passwordResetEmail("Oz", "http://localhost:3000/y"));
      expect(result.status).toBe("retrying");
      expect(await outboxRow(result.id)).toMatchObject({ status: "queued", attempts: 1 });
    } finally {
      log.mockRestore();
      const { port } = server.address() as AddressInfo;
      process.env.RESEND_BASE_URL = `http://127.0.0.1:${port}`;
      resetConfigForTests();
    }
  });
});
