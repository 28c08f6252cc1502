import type { ZodType } from "zod";
import { badRequest } from "./errors";

/** Validates input with a zod schema; a failure is a 400 naming the first problem and every field's. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const errors: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join(".") || "_";
    (errors[key] ??= []).push(issue.message);
  }
  throw badRequest(r.error.issues[0]?.message ?? "Invalid input", errors);
}
