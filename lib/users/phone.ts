/**
 * One phone rule for every form that asks for a number (registration, profile, booking): digits
 * with the usual separators — spaces, dots, dashes, parentheses, a leading + and an "x" extension —
 * and at least 7 digits, so "(555) 123-4567" and "+1 406 555 0134 x12" pass and "call me" does not.
 * Client-safe: the forms validate with the same rule the API enforces.
 */
export const PHONE_MAX_LENGTH = 40;

export function isPhoneNumber(value: string): boolean {
  return /^[+()\d\s.\-x]+$/i.test(value) && value.replace(/\D/g, "").length >= 7;
}

export const phoneMessage = (label: string) => `Enter a valid ${label.toLowerCase()}`;
