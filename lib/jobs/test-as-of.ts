import "server-only";
import { config } from "@/lib/config";

/** The moment a sweep runs as of: the browser tests' hook may pass a later `asOf` (only with E2E_TEST_HOOKS=1), else now. */
export function testAsOf(data: Record<string, unknown>): Date {
  const asOf = data.asOf;
  return config().E2E_TEST_HOOKS === "1" && typeof asOf === "string" && !Number.isNaN(Date.parse(asOf)) ? new Date(asOf) : new Date();
}
