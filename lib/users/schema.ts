import { z } from "zod";
import { emailField, normalizeWebsiteUrl, optionalPhoneField } from "@/lib/auth/schema";
import { singleLine } from "@/lib/http/single-line";
import { toStoredPhone } from "./phone";

const nameField = (label: string) =>
  singleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(80, `${label} is too long`),
    label,
  );

/** Fields are optional so clients send only what changes; anything else (role, approval, active, top-tier) is stripped. */
export const profileSchema = z
  .object({
    firstName: nameField("First name").optional(),
    lastName: nameField("Last name").optional(),
    email: emailField.optional(),
    phone: optionalPhoneField.transform((v) => (v === undefined ? undefined : v ? toStoredPhone(v) : null)),
    websiteUrl: z
      .string()
      .trim()
      .max(300, "Website URL is too long")
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : normalizeWebsiteUrl(v ?? ""))),
  })
  .superRefine((v, ctx) => {
    if (v.websiteUrl && !z.url({ protocol: /^https?$/ }).safeParse(v.websiteUrl).success) {
      ctx.addIssue({ code: "custom", path: ["websiteUrl"], message: "Please enter a valid website URL" });
    }
  });

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileUpdate = z.output<typeof profileSchema>;
