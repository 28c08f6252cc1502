import { z } from "zod";
import { singleLine } from "@/lib/http/single-line";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactSchema = z.object({
  name: singleLine(required("Name", CONTACT_LIMITS.name), "Name"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(CONTACT_LIMITS.email, "Email is too long")
    .email("Please enter a valid email address"),
  subject: singleLine(required("Subject", CONTACT_LIMITS.subject), "Subject"),
  message: required("Message", CONTACT_LIMITS.message),
});

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactInput = z.output<typeof contactSchema>;
