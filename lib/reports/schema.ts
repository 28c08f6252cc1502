import { z } from "zod";
import { hasClientBooking, paymentMethod, reportBookingStatus } from "@/db/schema/enums";

/** The commission is never taken from the client: the server computes it from the hunt's price. */
export const DEPOSIT_OPTIONS = [25, 50, 75, 100] as const;
export const HAS_CLIENT_BOOKING = hasClientBooking.enumValues;
export const REPORT_BOOKING_STATUS = reportBookingStatus.enumValues;
export const PAYMENT_METHODS = paymentMethod.enumValues;

export const REPORT_MESSAGES = {
  required: "Missing Information: Please fill in all required fields",
  hasClientBooking: "Choose yes, no, pending or yes-partial-deposit",
  bookingStatus: "Booking status must be yes, no or pending",
  people: "Number of people must be at least 1",
  commission: "Commission amount cannot be negative",
  paymentMethod: "Payment method must be card or check",
  deposit: "Deposit percentage must be 25, 50, 75 or 100",
} as const;

const blank = (v: unknown) => v == null || (typeof v === "string" && v.trim() === "");
const optionalText = z.string().max(300, "Must be at most 300 characters").nullish();
const intLike = z.union([z.number(), z.string()]).nullish();

export const reportSubmitSchema = z
  .object({
    hasClientBooking: z.enum(HAS_CLIENT_BOOKING, { error: REPORT_MESSAGES.hasClientBooking }),
    bookingStatus: z.enum([...REPORT_BOOKING_STATUS, ""], { error: REPORT_MESSAGES.bookingStatus }).nullish(),
    huntId: intLike,
    numberOfPeople: intLike,
    commissionAmount: z.union([z.number(), z.string()]).nullish(),
    paymentMethod: z.enum([...PAYMENT_METHODS, ""], { error: REPORT_MESSAGES.paymentMethod }).nullish(),
    depositPercentage: intLike,
    markAsDiscountedHunt: z.boolean().nullish(),
    bookingDates: optionalText,
    clientName: optionalText,
    month: intLike,
    year: intLike,
    paymentStatus: z.string().max(20).nullish(),
  })
  .transform((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    const booked = v.hasClientBooking === "yes" || v.hasClientBooking === "yes-partial-deposit";
    if (booked) {
      for (const key of ["huntId", "paymentMethod", "clientName", "bookingDates"] as const) {
        if (blank(v[key])) issue(key, REPORT_MESSAGES.required);
      }
      if (v.hasClientBooking === "yes-partial-deposit" && blank(v.depositPercentage)) issue("depositPercentage", REPORT_MESSAGES.required);
    }
    const int = (x: unknown) => (typeof x === "number" ? x : typeof x === "string" && /^-?\d{1,9}$/.test(x.trim()) ? Number(x) : NaN);
    const people = blank(v.numberOfPeople) ? 1 : int(v.numberOfPeople);
    if (!Number.isInteger(people) || people < 1) issue("numberOfPeople", REPORT_MESSAGES.people);
    else if (people > 100) issue("numberOfPeople", "Number of people must be at most 100");
    const deposit = blank(v.depositPercentage) ? null : int(v.depositPercentage);
    if (deposit !== null && !(DEPOSIT_OPTIONS as readonly number[]).includes(deposit)) issue("depositPercentage", REPORT_MESSAGES.deposit);
    if (!blank(v.commissionAmount) && !(Number(v.commissionAmount) >= 0)) issue("commissionAmount", REPORT_MESSAGES.commission);
    const huntId = blank(v.huntId) ? null : int(v.huntId);
    if (huntId !== null && !(Number.isInteger(huntId) && huntId > 0)) issue("huntId", "Choose one of your hunts");
    const month = blank(v.month) ? null : int(v.month);
    const year = blank(v.year) ? null : int(v.year);
    if (month !== null && !(month >= 1 && month <= 12)) issue("month", "Month must be between 1 and 12");
    if (year !== null && !(year >= 2000 && year <= 3000)) issue("year", "Year is not valid");
    if (ctx.issues.length > 0) return z.NEVER;
    return {
      hasClientBooking: v.hasClientBooking,
      bookingStatus: booked
        ? v.bookingStatus
          ? v.bookingStatus
          : null
        : v.hasClientBooking === "pending"
          ? ("pending" as const)
          : ("no" as const),
      huntId: booked ? huntId : null,
      numberOfPeople: booked ? people : 1,
      paymentMethod: booked && v.paymentMethod ? v.paymentMethod : null,
      /** The share of the price the commission applies to: a full booking is 100%. */
      depositPercentage: v.hasClientBooking === "yes-partial-deposit" ? deposit! : booked ? 100 : null,
      markAsDiscountedHunt: booked ? Boolean(v.markAsDiscountedHunt) : false,
      bookingDates: booked ? v.bookingDates!.trim() : null,
      clientName: booked ? v.clientName!.trim() : null,
      month,
      year,
    };
  });

export type ReportSubmitInput = z.input<typeof reportSubmitSchema>;
export type ReportValues = z.output<typeof reportSubmitSchema>;
