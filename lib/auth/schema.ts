import { z } from "zod";
import { singleLine } from "@/lib/http/single-line";
import { isPhoneNumber, PHONE_MAX_LENGTH, phoneMessage, toStoredPhone } from "@/lib/users/phone";

export const MIN_PASSWORD = 6;

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .email("Please enter a valid email address")
  .transform((e) => e.toLowerCase());

const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters long.`)
  .max(200, "Password must be at most 200 characters long.");

export const optionalPhoneField = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, "Phone number is too long")
  .refine((v) => v === "" || isPhoneNumber(v), { message: phoneMessage("Phone number") })
  .nullable()
  .optional();

export function normalizeWebsiteUrl(raw: string): string {
  const t = raw.trim();
  if (!t) return "";
  return /^https?:\/\//i.test(t) ? t : `https://${t}`;
}

/** No account has a shorter password, so signing in checks the minimum too. */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters long.`)
    .max(200, "Password must be at most 200 characters long."),
});

const registerFields = z.object({
  email: emailField,
  password: passwordField,
  firstName: singleLine(z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(80), "First name"),
  lastName: singleLine(z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(80), "Last name"),
  phone: optionalPhoneField.transform((v) => (v ? toStoredPhone(v) : null)),
  websiteUrl: z
    .string()
    .trim()
    .max(300)
    .optional()
    .nullable()
    .transform((v) => normalizeWebsiteUrl(v ?? "")),
  role: z.enum(["hunter", "outfitter"], { error: "Role must be hunter or outfitter" }).default("hunter"),
});

/** Outfitters need a website (made absolute); hunters keep none. */
function withWebsiteRule<T extends typeof registerFields>(fields: T) {
  return fields
    .superRefine((v, ctx) => {
      if (v.role === "outfitter" && !v.websiteUrl) {
        ctx.addIssue({ code: "custom", path: ["websiteUrl"], message: "Website URL is required for outfitters" });
      } else if (v.websiteUrl && !z.string().url().safeParse(v.websiteUrl).success) {
        ctx.addIssue({ code: "custom", path: ["websiteUrl"], message: "Please enter a valid website URL" });
      }
    })
    .transform((v) => ({ ...v, websiteUrl: v.role === "outfitter" ? v.websiteUrl : null }));
}

export const registerSchema = withWebsiteRule(registerFields);

export const TERMS_REQUIRED = "Please accept the Terms of Service to continue.";
export const registerFormSchema = withWebsiteRule(
  registerFields.extend({ termsAccepted: z.boolean({ error: TERMS_REQUIRED }).refine((v) => v, TERMS_REQUIRED) }),
);

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string({ error: "Invalid Reset Link" }).min(1, "Invalid Reset Link").max(200),
  newPassword: passwordField,
});

export const PASSWORDS_DIFFER = "Please make sure both passwords match.";
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string().max(200) })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });

export const userInfoSchema = z.object({ token: z.string().min(1).max(200) });

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type LoginData = z.output<typeof loginSchema>;
export type RegisterData = z.output<typeof registerSchema>;
export type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;
