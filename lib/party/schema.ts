import { z } from "zod";
import { singleLine } from "@/lib/http/single-line";
import { isPhoneNumber, PHONE_MAX_LENGTH, phoneMessage, toStoredPhone } from "@/lib/users/phone";

/** Client-safe: the party's forms and the routes' bodies. */
export const INVITE_HOURS = 72;
/** After a share lapses, the lead has this long to pay it or shrink the party before its spot is freed. */
export const LEAD_HOURS = 48;

export const MEMBER_EMAILS_MESSAGE = "Enter one e-mail address for each other hunter of the party";
const email = z
  .string({ error: "Enter a valid e-mail address" })
  .trim()
  .toLowerCase()
  .max(254, "E-mail must be at most 254 characters")
  .email("Enter a valid e-mail address");

export const startSharesSchema = z.object({
  memberEmails: z.array(email, { error: MEMBER_EMAILS_MESSAGE }).min(1, MEMBER_EMAILS_MESSAGE).max(99, MEMBER_EMAILS_MESSAGE),
});
export type StartSharesInput = z.output<typeof startSharesSchema>;

const required = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const phone = (label: string) =>
  required(label, PHONE_MAX_LENGTH)
    .refine(isPhoneNumber, { message: phoneMessage(label) })
    .transform((v) => toStoredPhone(v) ?? v);

export const LICENCE_REQUIRED_MESSAGE = "This hunt asks for your hunter-education or licence number";

// Names reach the outfitter's lists and e-mails: one line, no control characters (issue 52 item 9).
const name = (label: string) => singleLine(required(label), label);

export const memberDetailsSchema = z.object({
  fullName: name("Full name"),
  phone: phone("Phone number"),
  emergencyContactName: name("Emergency contact name"),
  emergencyContactPhone: phone("Emergency contact phone"),
  licenceNumber: singleLine(z.string().trim().max(60, "Licence number must be at most 60 characters"), "Licence number")
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type MemberDetailsInput = z.output<typeof memberDetailsSchema>;

/** The offline provider's card form for a share (the booking's own is testCardPaymentSchema). */
export const shareTestCardSchema = z.object({
  cardNumber: z.string({ error: "Card number is required" }).max(40),
  expiry: z.string({ error: "Expiration date is required" }).max(10),
  cvc: z.string({ error: "Security code is required" }).max(8),
});
export type ShareTestCardInput = z.output<typeof shareTestCardSchema>;

export const confirmShareSchema = z.object({
  paymentIntentId: z.string({ error: "paymentIntentId is required" }).trim().min(1, "paymentIntentId is required").max(255),
});

export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
