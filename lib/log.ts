import pino, { type DestinationStream, type Logger } from "pino";

// Secrets never reach a line: fields with secret-looking names are replaced, and strings are scrubbed
// of bearer tokens, reset links, token query parameters and password hashes.
export type LogFields = { userId?: number | null; err?: unknown } & Record<string, unknown>;

const REDACTED = "[redacted]";
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|hash|link|credential|api[-_]?key|signature/i;
const SCRUBS: [RegExp, string][] = [
  [/\$argon2[a-z]*\$[^\s"']+/gi, REDACTED],
  [/\bBearer\s+[^\s"',]+/gi, `Bearer ${REDACTED}`],
  [/([?&](?:token|code|key|secret|password)=)[^\s&"'#]+/gi, `$1${REDACTED}`],
  // A failed Drizzle query carries its parameters (hashes, e-mails, messages): never log them.
  [/\n?params:[\s\S]*$/i, ""],
];

export function scrubString(s: string): string {
  return SCRUBS.reduce((acc, [re, to]) => acc.replace(re, to), s.length > 4000 ? `${s.slice(0, 4000)}…` : s);
}

function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return typeof err === "string" ? scrubString(err) : err === undefined ? undefined : String(err);
  const e = err as Error & { code?: unknown; cause?: unknown };
  return {
    type: e.name,
    message: scrubString(e.message),
    ...(e.code !== undefined ? { code: String(e.code) } : {}),
    // Frames only: the first line of a stack repeats the (possibly unscrubbed) message.
    stack: e.stack
      ?.split("\n")
      .filter((l) => l.trimStart().startsWith("at "))
      .slice(0, 12)
      .join("\n"),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubString(value);
  if (value instanceof Error) return serializeError(value);
  if (!value || typeof value !== "object" || depth > 6) return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) && v != null ? REDACTED : scrub(v, depth + 1)]));
}

function makeLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "error" : "info"),
      base: undefined,
      // Errors are already turned into plain, scrubbed objects by the log formatter below.
      serializers: { err: (e: unknown) => e },
      messageKey: "event",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (obj) => scrub(obj) as Record<string, unknown>,
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

let logger: Logger | undefined;
const current = () => (logger ??= makeLogger());

function emit(level: "info" | "warn" | "error", event: string, fields?: LogFields) {
  try {
    current()[level](fields ?? {}, event);
  } catch {
    // Logging must never break a request.
  }
}

export const log = {
  info: (event: string, fields?: LogFields) => emit("info", event, fields),
  warn: (event: string, fields?: LogFields) => emit("warn", event, fields),
  error: (event: string, fields?: LogFields) => emit("error", event, fields),
};

export function captureLogsForTests(): { lines: string[]; entries: () => Record<string, unknown>[]; restore: () => void } {
  const lines: string[] = [];
  const previous = logger;
  logger = makeLogger({ write: (line: string) => void lines.push(line) });
  logger.level = "info";
  return {
    lines,
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    restore: () => {
      logger = previous;
    },
  };
}
