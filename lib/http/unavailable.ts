/** The database cannot be reached (down, restarting, closed): answered 503 so clients retry, revealing nothing of the query. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
// postgres.js connection error codes.
const DRIVER_CODES = new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT"]);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
const SQLSTATE = /^(08\d{3}|57P0[1-3]|53300)$/;
const MESSAGES =
  /terminating connection|PGlite is closed|Connection terminated|the database system is (starting up|shutting down)|connection (closed|ended|destroyed)|write CONNECTION_CLOSED/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const x = e as { code?: unknown; message?: unknown; errors?: unknown[]; cause?: unknown };
    const code = typeof x.code === "string" ? x.code : "";
    if (NETWORK_CODES.has(code) || DRIVER_CODES.has(code) || SQLSTATE.test(code)) return true;
    if (typeof x.message === "string" && MESSAGES.test(x.message.split("\nparams:")[0]!)) return true;
    if (Array.isArray(x.errors) && x.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = x.cause;
  }
  return false;
}
