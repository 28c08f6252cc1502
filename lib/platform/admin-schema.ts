import { z } from "zod";

/** Inputs of the admin endpoints; shared by the dashboard forms and the services. */
const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const userStatusSchema = z.object({ isActive: flag("isActive") });
export const approvalSchema = z.object({ isApproved: flag("isApproved") });
export const topTierSchema = z.object({ isTopTier: flag("isTopTier") });

export const REJECT_NOTES_REQUIRED = "Admin notes are required when rejecting a review";
export const approveReviewSchema = z.object({
  adminNotes: z
    .string()
    .trim()
    .max(2000, "Admin notes are too long")
    .nullish()
    .transform((v) => v || null),
});
export const rejectReviewSchema = z.object({
  adminNotes: z.string({ error: REJECT_NOTES_REQUIRED }).trim().min(1, REJECT_NOTES_REQUIRED).max(2000, "Admin notes are too long"),
});

export const MISSING_NOTIFICATION_FIELDS = "Missing Information - Please fill in both subject and message.";
export const AUDIENCES = ["all", "hunters", "outfitters"] as const;
export type Audience = (typeof AUDIENCES)[number];
export const sendNotificationSchema = z.object({
  subject: z.string({ error: MISSING_NOTIFICATION_FIELDS }).trim().min(1, MISSING_NOTIFICATION_FIELDS).max(200, "Subject is too long"),
  message: z.string({ error: MISSING_NOTIFICATION_FIELDS }).trim().min(1, MISSING_NOTIFICATION_FIELDS).max(5000, "Message is too long"),
  audience: z.enum(AUDIENCES, { error: "Audience must be all, hunters or outfitters" }).default("all"),
  /**
   * Optional (an API client may leave it out): the same key sent again answers the first send's
   * result and sends nothing, so a retry after a lost answer does not reach everyone twice.
   */
  idempotencyKey: z.string().trim().min(8, "Idempotency key is too short").max(100, "Idempotency key is too long").optional(),
});

export const idField = (name: string) =>
  z.coerce
    .number({ error: `${name} is required` })
    .int(`${name} must be a whole number`)
    .positive(`${name} is required`)
    .max(2_147_483_647, `${name} is not valid`);

export const outfitterActionSchema = z.object({ outfitterId: idField("outfitterId") });
export const markMismatchSchema = z.object({ inquiryId: idField("inquiryId") });

const monthField = z.coerce
  .number({ error: "Month must be 1 to 12" })
  .int("Month must be 1 to 12")
  .min(1, "Month must be 1 to 12")
  .max(12, "Month must be 1 to 12");
const yearField = z.coerce
  .number({ error: "Year is not valid" })
  .int("Year is not valid")
  .min(2000, "Year is not valid")
  .max(2100, "Year is not valid");

export const monthlyStatusQuerySchema = z.object({ month: monthField.optional(), year: yearField.optional() });
export const sendRemindersSchema = z.object({
  month: monthField,
  year: yearField,
  outfitterIds: z
    .array(idField("outfitterId"), { error: "Select at least one outfitter" })
    .min(1, "Select at least one outfitter")
    .max(5000, "Too many outfitters"),
});

export const EMAIL_REQUIRED = "Please enter an email address to test";
export const testEmailSchema = z.object({
  email: z.string({ error: EMAIL_REQUIRED }).trim().min(1, EMAIL_REQUIRED).email("Please enter a valid email address"),
  subject: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || "Ridgeline test e-mail"),
  message: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .transform((v) => v || "This is a test message from the Ridgeline admin e-mail test page."),
});

/** One template, with its sample props, sent to an address from /email-test. */
export const templateTestSchema = z.object({
  email: testEmailSchema.shape.email,
  template: z.string({ error: "Choose an e-mail template" }).trim().min(1, "Choose an e-mail template").max(100),
});
export type TemplateTestInput = z.input<typeof templateTestSchema>;

/** The outbox e-mail an admin sends again (Retry on /email-debug). */
export const retryEmailSchema = z.object({ id: z.coerce.number().int().positive("E-mail not found") });
export type RetryEmailInput = z.input<typeof retryEmailSchema>;

/** The admin's "Collect commission at booking" switch (PUT /api/admin/settings and its form). */
export const platformSwitchesSchema = z.object({
  collectCommissionAtBooking: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
    error: "collectCommissionAtBooking must be true or false",
  }),
});
export type PlatformSwitchesInput = z.input<typeof platformSwitchesSchema>;
