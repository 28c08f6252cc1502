import { z } from "zod";
import type { Resolution } from "@/lib/auth/current-user";
import { discardPoolAfterFailure } from "@/db";
import { log } from "@/lib/log";
import { AppError, serviceUnavailable } from "./errors";
import { isDatabaseUnavailable } from "./unavailable";

export type ErrorDescription = { status: number; message: string; errors?: Record<string, string[]> };

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** The one error mapping for routes and actions: AppError as thrown, ZodError 400, unique/FK violation 409/400, no database 503, else a logged 500. */
export function describeError(
  err: unknown,
  unhandledEvent = "http.unhandled_error",
  fields: Record<string, unknown> = {},
): ErrorDescription {
  if (err instanceof AppError) {
    return err.errors ? { status: err.status, message: err.message, errors: err.errors } : { status: err.status, message: err.message };
  }
  if (err instanceof z.ZodError) return { status: 400, message: err.issues[0]?.message ?? "Invalid input" };
  const pgCode = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  if (pgCode === "23505") return { status: 409, message: "That already exists" };
  if (pgCode === "23503") return { status: 400, message: "A referenced record does not exist" };
  if (isDatabaseUnavailable(err)) {
    log.error("db.unavailable", { err, ...fields });
    discardPoolAfterFailure();
    return describeError(serviceUnavailable());
  }
  log.error(unhandledEvent, { err, ...fields });
  return { status: 500, message: GENERIC_ERROR_MESSAGE };
}

/** Logs a 401/403 with the caller's id: anonymous 401s are routine, 403s worth a look. */
export function logRefusal(where: { method: string; path: string }, status: number, err: unknown, r: Resolution | undefined) {
  const userId = r?.state === "ok" || r?.state === "paused" ? r.user.id : r?.state === "inactive" ? r.userId : null;
  const fields = { userId, status, ...where, reason: err instanceof AppError ? err.message : undefined };
  if (status === 403) log.warn("authz.refused", fields);
  else log.info("authz.refused", fields);
}
