import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";
import { enqueueEmail, headerValue } from "@/lib/email";

/** Text from users reaches e-mail subjects (contact subjects, hunt titles, names, broadcasts). */
describe("e-mail header values", () => {
  it("collapse every run of control characters to one space", () => {
    expect(headerValue("Hello\r\nBcc: evil@example.test")).toBe("Hello Bcc: evil@example.test");
    expect(headerValue("a\tb\u0000\u007fc\n")).toBe("a b c");
    expect(headerValue("Elk hunt — Montana 🦌")).toBe("Elk hunt — Montana 🦌");
  });

  it("are stored that way for every e-mail, whatever its template wrote", async () => {
    const id = await enqueueEmail(db, "hunter@example.test", {
      subject: "New message about Bull Elk\r\nBcc: evil@example.test",
      template: "test",
      html: "<p>x</p>",
      text: "x",
    });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.subject).toBe("New message about Bull Elk Bcc: evil@example.test");
    expect(row!.subject).not.toMatch(/[\r\n]/);
  });
});
