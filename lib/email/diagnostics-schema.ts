import { z } from "zod";

/** The admin's e-mail tools on /email-test and /email-debug (POST /api/admin/email-test, …/email-outbox/{id}/retry). */
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
export type TestEmailInput = z.output<typeof testEmailSchema>;

/** One template, with its sample props, sent to an address from /email-test. */
export const templateTestSchema = z.object({
  email: testEmailSchema.shape.email,
  template: z.string({ error: "Choose an e-mail template" }).trim().min(1, "Choose an e-mail template").max(100),
});
export type TemplateTestInput = z.output<typeof templateTestSchema>;

/** The outbox e-mail an admin sends again (Retry on /email-debug). */
export const retryEmailSchema = z.object({ id: z.coerce.number().int().positive("E-mail not found") });
