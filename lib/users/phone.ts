import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js";

/**
 * One phone rule for every form that asks for a number (registration, profile, booking), by
 * libphonenumber-js: a number is valid when it parses as a real number of its country, read as a
 * US number unless it starts with + and a country code. "(406) 555-0134", "406.555.0134",
 * "+1 406 555 0134 x12" and "+44 20 7946 0958" pass; "call me" and "555-0100" do not.
 *
 * Stored as E.164 ("+14065550134"; an extension follows as ";ext=12", RFC 3966's way); shown in
 * the national format for US (and other +1) numbers ("(406) 555-0134") and the international one
 * for others ("+44 20 7946 0958"). Client-safe: the forms validate with the same rule the API enforces.
 */
export const PHONE_MAX_LENGTH = 40;
export const DEFAULT_PHONE_REGION = "US" as const;

export const phoneMessage = (label: string) => `Enter a valid ${label.toLowerCase()}`;

function readPhone(value: string): PhoneNumber | null {
  const p = parsePhoneNumberFromString(value.trim(), { defaultCountry: DEFAULT_PHONE_REGION });
  return p?.isValid() ? p : null;
}

export function isPhoneNumber(value: string): boolean {
  return readPhone(value) !== null;
}

/** The stored form of a valid number (E.164, plus ";ext=…"), or null when it is not one. */
export function toStoredPhone(value: string): string | null {
  const p = readPhone(value);
  if (!p) return null;
  return p.ext ? `${p.number};ext=${p.ext}` : p.number;
}

/** A stored number as people read it; anything that does not parse is shown as it was entered. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return "";
  const [number, ext] = stored.split(";ext=");
  const p = readPhone(ext ? `${number} x${ext}` : number!);
  if (!p) return stored;
  // The US and the rest of the North American plan (Canada …) dial alike: national format.
  return p.countryCallingCode === "1" ? p.formatNational() : p.formatInternational();
}

/**
 * What to store for a number entered before this rule (migrations, seed data): its E.164 form,
 * or, when it does not parse, the text as entered with `unparsed` set so it can be found and fixed.
 */
export function storedPhoneOrAsEntered(value: string): { phone: string; unparsed: boolean } {
  const stored = toStoredPhone(value);
  return stored ? { phone: stored, unparsed: false } : { phone: value, unparsed: true };
}
