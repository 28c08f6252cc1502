import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js";

/** One phone rule for the forms and the API: a real number of its country, read as US unless it starts with +.
 * Stored as E.164, an extension as ";ext=12" (RFC 3966). */
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

export function toStoredPhone(value: string): string | null {
  const p = readPhone(value);
  if (!p) return null;
  return p.ext ? `${p.number};ext=${p.ext}` : p.number;
}

export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return "";
  const [number, ext] = stored.split(";ext=");
  const p = readPhone(ext ? `${number} x${ext}` : number!);
  if (!p) return stored;
  // The US and the rest of the North American plan (Canada …) dial alike: national format.
  return p.countryCallingCode === "1" ? p.formatNational() : p.formatInternational();
}

/** For numbers entered before this rule: one that does not parse is kept as entered, flagged to be found and fixed. */
export function storedPhoneOrAsEntered(value: string): { phone: string; unparsed: boolean } {
  const stored = toStoredPhone(value);
  return stored ? { phone: stored, unparsed: false } : { phone: value, unparsed: true };
}
