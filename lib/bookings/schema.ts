import { z } from "zod";
import { singleLine } from "@/lib/http/single-line";
import { isPhoneNumber, PHONE_MAX_LENGTH, phoneMessage, toStoredPhone } from "@/lib/users/phone";

const required = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A required phone number, stored in E.164 (lib/users/phone.ts). */
const phone = (label: string) =>
  required(label, PHONE_MAX_LENGTH)
    .refine(isPhoneNumber, { message: phoneMessage(label) })
    .transform((v) => toStoredPhone(v) ?? v);

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is invalid`)
    .positive(`${label} is invalid`)
    .max(2_147_483_647, `${label} is invalid`);

export const TERMS_MESSAGE = "You must accept the Terms and Conditions and Cancellation Policy";

export const bookingDetailsSchema = z.object({
  hunterName: singleLine(required("Full name"), "Full name"),
  hunterPhone: phone("Phone number"),
  emergencyContactName: singleLine(required("Emergency contact name"), "Emergency contact name"),
  emergencyContactPhone: phone("Emergency contact phone"),
  specialRequirements: z
    .string()
    .trim()
    .max(2000, "Special requirements must be at most 2000 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  termsAccepted: z.boolean({ error: TERMS_MESSAGE }).refine((v) => v === true, { message: TERMS_MESSAGE }),
  // A draw hunt's promised failed-draw outcome, ticked in the terms (lib/tags/draw-terms.ts checks it).
  drawOutcomeAccepted: z.boolean({ error: "drawOutcomeAccepted must be true or false" }).optional(),
  // Spend the hunter's failed-draw credit with this outfitter on the deposit (the server computes how much).
  useTagCredit: z.boolean({ error: "useTagCredit must be true or false" }).optional(),
});
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;

export const MAX_PARTY_SIZE = 1000;
export const OBSERVERS_MESSAGE = "Observers must be a whole number from 0 to 50";

export const createBookingSchema = bookingDetailsSchema.extend({
  huntId: id("huntId"),
  outfitterId: id("outfitterId").optional(),
  departureId: id("departureId").optional(),
  /** The total is the price times this. */
  partySize: z.coerce
    .number({ error: "Party size must be a whole number of at least 1" })
    .int("Party size must be a whole number of at least 1")
    .min(1, "Party size must be a whole number of at least 1")
    .max(MAX_PARTY_SIZE, `Party size must be at most ${MAX_PARTY_SIZE}`)
    .default(1),
  // The party beyond the hunters (lib/bookings/price-snapshot.ts): absent, one price line per hunter, required add-ons only.
  observers: z.coerce
    .number({ error: OBSERVERS_MESSAGE })
    .int(OBSERVERS_MESSAGE)
    .min(0, OBSERVERS_MESSAGE)
    .max(50, OBSERVERS_MESSAGE)
    .default(0),
  residency: z
    .array(z.enum(["resident", "non_resident"], { error: "residency must be resident or non_resident for each hunter" }))
    .max(MAX_PARTY_SIZE)
    .optional(),
  addOns: z
    .array(
      z.object({
        index: z.coerce
          .number({ error: "Add-on index is invalid" })
          .int("Add-on index is invalid")
          .min(0, "Add-on index is invalid")
          .max(29, "Add-on index is invalid"),
        quantity: z.coerce
          .number({ error: "Add-on quantity must be 1 to 30" })
          .int("Add-on quantity must be 1 to 30")
          .min(1, "Add-on quantity must be 1 to 30")
          .max(30, "Add-on quantity must be 1 to 30")
          .default(1),
      }),
    )
    .max(30, "At most 30 add-ons")
    .default([]),
  // Accepted for compatibility and ignored: the server charges the hunt's price times the party, fee 0.00.
  totalAmount: z.unknown().optional(),
  serviceFee: z.unknown().optional(),
});
export type CreateBookingInput = z.output<typeof createBookingSchema>;

/** Mirrors the booking_status pgEnum (kept literal so this file stays light for the browser). */
export const BOOKING_STATUSES = ["pending", "accepted", "denied", "cancelled", "completed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingStatusSchema = z.object({
  status: z.enum(["accepted", "denied", "completed", "cancelled"], {
    error: "status must be one of accepted, denied, completed, cancelled",
  }),
});
export type BookingStatusChange = z.output<typeof bookingStatusSchema>["status"];

export const outfitterBookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(", ")}` }).optional(),
  huntId: id("huntId").optional(),
});

/** The amount, if sent, is ignored: it comes from the booking. */
export const createPaymentIntentSchema = z.object({
  bookingId: id("bookingId"),
  amount: z.unknown().optional(),
});

export const confirmPaymentSchema = z.object({
  paymentIntentId: z.string({ error: "paymentIntentId is required" }).trim().min(1, "paymentIntentId is required").max(255),
  bookingId: id("bookingId"),
});

/** The offline provider's card form. */
export const testCardPaymentSchema = z.object({
  clientSecret: z.string({ error: "clientSecret is required" }).min(1, "clientSecret is required").max(300),
  cardNumber: z.string({ error: "Card number is required" }).max(40),
  expiry: z.string({ error: "Expiration date is required" }).max(10),
  cvc: z.string({ error: "Security code is required" }).max(8),
});

/**
 * The booking page's query (/booking/{huntId}?departure=…), set by a departure row of the hunt
 * page. Read leniently: a value that does not read is a notice on the page, never an error page.
 */
export const bookingPageQuerySchema = z.object({ departure: id("Departure").optional() });
