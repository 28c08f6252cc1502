import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * The one place the environment is read and validated. A bad value stops start-up with a
 * message naming the variable, instead of failing later in a request.
 */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  /** Read by db/index.ts when it opens the pool; validated here so a bad value stops start-up. */
  DATABASE_POOL_SIZE: positiveInt(10),
  PGLITE_DIR: z.string().default(".data/pglite"),
  DATA_DIR: z.string().default(".data"),
  /** Required in production (see publicBaseUrl); http://localhost:3000 in development and tests. */
  APP_URL: z.string().url().optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  NEXTAUTH_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  RESEND_API_KEY: z.string().optional(),
  RESEND_BASE_URL: z.string().url().default("https://api.resend.com"),
  /** The signing secret (whsec_…) of the Resend webhook pointed at /api/email/resend-webhook (bounces and complaints). */
  RESEND_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be a Resend signing secret (whsec_…)")
    .optional(),
  /** Divides the e-mail retry waits, its attempt lease and its job's expiry and retry waits: the fault test's short run. */
  EMAIL_RETRY_SCALE: z.coerce.number().positive().max(3600).default(1),
  EMAIL_FROM: z.string().default("Ridgeline <no-reply@ridgeline.test>"),
  SUPPORT_EMAIL: z.string().email().default("support@ridgeline.test"),
  BLOB_READ_WRITE_TOKEN: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.string().url().default("https://api-m.sandbox.paypal.com"),
  /** "on": a public production server may run on the offline test payments (a demo that takes no money). */
  PAYMENTS_TEST_MODE: z.enum(["on", "off"]).default("off"),
  /** The webhook's id in PayPal's developer dashboard: PayPal verifies each delivery's signature against it. */
  PAYPAL_WEBHOOK_ID: z
    .string()
    .regex(/^[A-Za-z0-9]+$/, "must be a PayPal webhook id")
    .optional(),
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  RATE_LIMIT_LOGIN: positiveInt(10),
  /** Failed sign-ins to one account (from devices it never signed in on) before each attempt waits a growing delay. */
  RATE_LIMIT_LOGIN_ACCOUNT: positiveInt(5),
  RATE_LIMIT_REGISTER: positiveInt(5),
  RATE_LIMIT_FORGOT: positiveInt(5),
  RATE_LIMIT_MESSAGES: positiveInt(30),
  RATE_LIMIT_CONTACT: positiveInt(5),
  RATE_LIMIT_CLAIMS: positiveInt(10),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
  /** Proxies in front of the app that append to X-Forwarded-For (0: none, use the socket address). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  API_TOKEN_TTL_DAYS: positiveInt(30),
  SEED_DEMO: z.enum(["auto", "off"]).default("auto"),
  /** "off": `next start` runs no job worker (run `npm run worker` processes instead); web instances still enqueue. */
  JOBS_IN_WEB: z.enum(["on", "off"]).default("on"),
  // bench:load only: where each API route's time goes (lib/http/request-profile.ts).
  REQUEST_PROFILE_FILE: z.string().optional(),
  REQUEST_CPU_PROFILE_SECONDS: z.coerce.number().int().nonnegative().default(0),
  /** Amazon Associates tag added to gear links that carry none. */
  AMAZON_AFFILIATE_TAG: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an Amazon Associates tag")
    .default("ridgeline-20"),
  /** "1" exposes GET /api/test/outbox for browser tests; never set it in production. */
  E2E_TEST_HOOKS: z.enum(["0", "1"]).default("0"),
  /** Read by lib/log.ts (default info, error under test); validated here. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
});

/** Every variable this module reads (tests/unit/config-env-example.test.ts keeps .env.example in step). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export type AppConfig = Omit<z.infer<typeof envSchema>, "APP_URL"> & {
  /** The public base URL, without a trailing slash. */
  APP_URL: string;
  nextAuthSecret: string;
  embedded: boolean;
};

export const DEV_APP_URL = "http://localhost:3000";

/** Whether a URL names this machine (where `next start` is tested and benchmarked over plain http). */
export function isLocalUrl(url: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
}

/** The keys without which payments run on the offline test providers (lib/payments). */
const LIVE_PAYMENT_KEYS = ["STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"] as const;

/**
 * The offline test providers approve every payment without moving money, which is what a new
 * machine, the tests and the benchmarks want. On a public production server it would let an
 * outfitter settle its commission, or a hunter "pay" a booking, for nothing, so such a server
 * refuses to start without Stripe's and PayPal's keys unless PAYMENTS_TEST_MODE=on says that a
 * server taking no money is intended (a public demo).
 */
function requireLivePayments(env: z.infer<typeof envSchema>, appUrl: string) {
  if (env.NODE_ENV !== "production" || process.env.NEXT_PHASE === "phase-production-build") return;
  if (isLocalUrl(appUrl) || env.PAYMENTS_TEST_MODE === "on") return;
  const missing = LIVE_PAYMENT_KEYS.filter((key) => !env[key]);
  if (missing.length)
    throw new Error(
      `Invalid environment configuration:\n  ${missing.join(", ")}: required on a public production server (PAYMENTS_TEST_MODE=on runs it on the offline test payments, which take no money)`,
    );
}

/**
 * Canonical links, sitemaps, e-mail links and payment return URLs are built from APP_URL. A
 * production server without it would hand search engines and customers http://localhost:3000, so
 * it refuses to start. `next build` (NODE_ENV=production too) may run without it, for CI and the
 * benchmarks, with a warning (instrumentation.ts): the pages it prerenders (about, terms …) keep the
 * URL of the build, so a deployment sets APP_URL for the build as well.
 */
function publicBaseUrl(env: z.infer<typeof envSchema>): string {
  if (env.APP_URL) return env.APP_URL.replace(/\/+$/, "");
  if (env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error(
      "Invalid environment configuration:\n  APP_URL: required in production (the public base URL, e.g. https://ridgeline.example)",
    );
  }
  return DEV_APP_URL;
}

function readEnv(): AppConfig {
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const embedded = !env.DATABASE_URL;
  let secret = env.NEXTAUTH_SECRET;
  if (!secret) {
    if (!embedded && env.NODE_ENV === "production") {
      throw new Error("Invalid environment configuration:\n  NEXTAUTH_SECRET: required when DATABASE_URL is set");
    }
    secret = embeddedSecret(env.DATA_DIR);
    process.env.NEXTAUTH_SECRET = secret;
  }
  const appUrl = publicBaseUrl(env);
  requireLivePayments(env, appUrl);
  return { ...env, APP_URL: appUrl, nextAuthSecret: secret, embedded };
}

/** On the embedded database a secret is generated once and kept under .data/, so `npm start` needs no setup. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, "nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= readEnv();
  return cached;
}

/** Tests change the environment between cases; this drops the cached reading. */
export function resetConfigForTests() {
  cached = undefined;
}
