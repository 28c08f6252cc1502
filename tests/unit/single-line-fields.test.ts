import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { registerSchema } from "@/lib/auth/schema";
import { bookingDetailsSchema } from "@/lib/bookings/schema";
import { contactSchema } from "@/lib/contact/schema";
import { gearUpdateSchema } from "@/lib/gear/schema";
import { huntUpdateSchema } from "@/lib/hunts/schema";
import { sendNotificationSchema } from "@/lib/notifications/broadcast-schema";
import { savedSearchInputSchema } from "@/lib/saved-searches/schema";
import { profileSchema } from "@/lib/users/schema";
import { memberDetailsSchema } from "@/lib/party/schema";
import { signAgreementSchema } from "@/lib/agreements/schema";

// Names, titles and subjects are one line: CR/LF, tabs and other control characters are refused on the field (issue 52, item 9).
const BOOKING = {
  hunterName: "Ada",
  hunterPhone: "(406) 555-0100",
  emergencyContactName: "Bea",
  emergencyContactPhone: "(406) 555-0101",
  termsAccepted: true,
};
const MEMBER = { fullName: "Ada", phone: "(406) 555-0100", emergencyContactName: "Bea", emergencyContactPhone: "(406) 555-0101" };
const SIGNATURE = { fullName: "Ada Lovelace", accepted: true, textSha256: "a".repeat(64) };
const CASES: [string, ZodType, Record<string, unknown>, string][] = [
  ["profile first name", profileSchema, {}, "firstName"],
  ["profile last name", profileSchema, {}, "lastName"],
  [
    "sign-up first name",
    registerSchema,
    { email: "a@example.test", password: "password123", firstName: "Ada", lastName: "L", role: "hunter" },
    "firstName",
  ],
  ["contact name", contactSchema, { name: "Ada", email: "a@example.test", subject: "Hi", message: "Hello" }, "name"],
  ["contact subject", contactSchema, { name: "Ada", email: "a@example.test", subject: "Hi", message: "Hello" }, "subject"],
  ["hunt title", huntUpdateSchema, {}, "title"],
  ["hunt location", huntUpdateSchema, {}, "location"],
  ["gear name", gearUpdateSchema, {}, "name"],
  ["broadcast subject", sendNotificationSchema, { subject: "News", message: "Hello", recipientType: "all" }, "subject"],
  ["saved search name", savedSearchInputSchema, { name: "Elk", frequency: "daily" }, "name"],
  ["booking hunter name", bookingDetailsSchema, { ...BOOKING }, "hunterName"],
  ["booking emergency contact", bookingDetailsSchema, { ...BOOKING }, "emergencyContactName"],
  ["party member name", memberDetailsSchema, { ...MEMBER }, "fullName"],
  ["party member emergency contact", memberDetailsSchema, { ...MEMBER }, "emergencyContactName"],
  ["party member licence number", memberDetailsSchema, { ...MEMBER, licenceNumber: "MT-123" }, "licenceNumber"],
  ["agreement signature", signAgreementSchema, { ...SIGNATURE }, "fullName"],
];

describe("single-line fields refuse control characters", () => {
  it.each(CASES)("%s", (_name, schema, base, key) => {
    for (const bad of ["Elk\r\nBcc: x@example.test", "Elk\nhunt", "Elk\thunt", "Elk\u0085hunt", "Elk\u001bhunt"]) {
      const r = schema.safeParse({ ...base, [key]: bad });
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error!.issues.map((i) => i.path.join("."))).toContain(key);
    }
    // A hunt's other required fields are left out: only this field's own verdict matters.
    const good = schema.safeParse({ ...base, [key]: "Elk hunt – Montana’s best" });
    expect((good.error?.issues ?? []).map((i) => i.path.join("."))).not.toContain(key);
  });
});
