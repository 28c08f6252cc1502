import { singleLine } from "@/lib/http/single-line";
import { z } from "zod";

/** Client-safe: the hunt form's agreement fields and the signing form's schema. */
export const TRIP_AGREEMENT_MAX = 20_000;

export type TripAgreementValues = {
  /** Trimmed; "" removes the agreement. Undefined: the text was not sent (kept). */
  text: string | undefined;
  /** Undefined: not sent (kept). */
  asksLicenceNumber: boolean | undefined;
};

export function agreementValuesOf(text: string | null | undefined, asks: boolean | null | undefined): TripAgreementValues | null {
  if (text == null && asks == null) return null;
  return { text: text == null ? undefined : text.replace(/\r\n?/g, "\n").trim(), asksLicenceNumber: asks ?? undefined };
}

export const SIGN_NAME_MESSAGE = "Type your full name to sign";
export const SIGN_TICK_MESSAGE = "Tick the box to accept the trip agreement";
export const SHA256_MESSAGE = "textSha256 must be the SHA-256 of the agreement shown (64 hex characters)";

export const signAgreementSchema = z.object({
  fullName: singleLine(
    z.string({ error: SIGN_NAME_MESSAGE }).trim().min(2, SIGN_NAME_MESSAGE).max(120, "Full name must be at most 120 characters"),
    "Full name",
  ),
  accepted: z.boolean({ error: SIGN_TICK_MESSAGE }).refine((v) => v === true, { message: SIGN_TICK_MESSAGE }),
  /** The hash of the text the signer was shown: a text edited since is refused (409), never signed unseen. */
  textSha256: z
    .string({ error: SHA256_MESSAGE })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, SHA256_MESSAGE),
});
export type SignAgreementInput = z.output<typeof signAgreementSchema>;
