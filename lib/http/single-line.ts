import type { z } from "zod";

/** C0 controls (CR, LF, tab …), DEL and C1 controls: none belongs in a name or a title, and CR/LF would reach e-mail headers. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export const hasControlCharacter = (s: string) => CONTROL_CHARACTER.test(s);
export const singleLineMessage = (label: string) => `${label} must be a single line without control characters`;

/** A single-line field (names, titles, subjects): its text after trimming may hold no control character. */
export function singleLine(schema: z.ZodString, label: string, message = singleLineMessage(label)): z.ZodString {
  return schema.refine((v) => !hasControlCharacter(v), { message });
}
