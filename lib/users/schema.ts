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

export const BIO_MAX = 2000;
export const BIO_TOO_LONG = `Bio must be at most ${BIO_MAX} characters`;
export const FIRST_BUSINESS_YEAR = 1900;
/** Read at each check, so the bound follows the calendar. */
export const inBusinessSinceMessage = (now = new Date()) =>
  `In business since must be a year from ${FIRST_BUSINESS_YEAR} to ${now.getUTCFullYear()}`;

/** An outfitter's bio: free text over several lines; empty clears it. */
const bioField = z
  .string({ error: BIO_TOO_LONG })
  .trim()
  .max(BIO_MAX, BIO_TOO_LONG)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** The year the outfitter's business started (a form sends text, an API client a number); empty clears it. */
const inBusinessSinceField = z
  .union([z.string(), z.number(), z.null()], { error: () => inBusinessSinceMessage() })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const text = typeof v === "string" ? v.trim() : v;
    if (text === null || text === "") return null;
    const year = typeof text === "number" ? text : /^\d{4}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(year) || year < FIRST_BUSINESS_YEAR || year > new Date().getUTCFullYear()) {
      ctx.addIssue({ code: "custom", message: inBusinessSinceMessage() });
      return z.NEVER;
    }
    return year;
  });

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
    // An outfitter's public profile (ignored for other roles, as the website is).
    bio: bioField,
    inBusinessSince: inBusinessSinceField,
  })
  .superRefine((v, ctx) => {
    if (v.websiteUrl && !z.url({ protocol: /^https?$/ }).safeParse(v.websiteUrl).success) {
      ctx.addIssue({ code: "custom", path: ["websiteUrl"], message: "Please enter a valid website URL" });
    }
  });

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileUpdate = z.output<typeof profileSchema>;
