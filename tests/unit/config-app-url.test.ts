import { afterEach, describe, expect, it, vi } from "vitest";
import { config, resetConfigForTests } from "@/lib/config";
import { siteUrl } from "@/lib/seo/site-url";

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const withEnv = (env: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  resetConfigForTests();
};

describe("APP_URL, the public base URL", () => {
  it("is required by a production server, which refuses to start without it", () => {
    withEnv({ NODE_ENV: "production", APP_URL: undefined, NEXTAUTH_URL: "https://auth.example", NEXT_PHASE: undefined });
    expect(() => config()).toThrow(/APP_URL: required in production/);
  });

  it("gives canonical links and sitemaps the configured URL, without a trailing slash", () => {
    withEnv({ NODE_ENV: "production", APP_URL: "https://ridgeline.example/", PAYMENTS_TEST_MODE: "on" });
    expect(config().APP_URL).toBe("https://ridgeline.example");
    expect(siteUrl()).toBe("https://ridgeline.example");
  });

  it("may be left out by next build, and in development and tests, which use http://localhost:3000", () => {
    withEnv({ NODE_ENV: "production", APP_URL: undefined, NEXT_PHASE: "phase-production-build" });
    expect(siteUrl()).toBe("http://localhost:3000");
    withEnv({ NODE_ENV: "development", APP_URL: undefined, NEXT_PHASE: undefined });
    expect(siteUrl()).toBe("http://localhost:3000");
  });

  it("must be a URL", () => {
    withEnv({ APP_URL: "ridgeline.example" });
    expect(() => config()).toThrow(/APP_URL/);
  });
});

describe("payments on a public production server", () => {
  const LIVE_KEYS = {
    STRIPE_SECRET_KEY: "sk_live_x",
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_live_x",
    PAYPAL_CLIENT_ID: "paypal-id",
    PAYPAL_CLIENT_SECRET: "paypal-secret",
  };
  const NO_KEYS = Object.fromEntries(Object.keys(LIVE_KEYS).map((k) => [k, undefined]));
  const PUBLIC = { NODE_ENV: "production", APP_URL: "https://ridgeline.example", NEXT_PHASE: undefined, PAYMENTS_TEST_MODE: undefined };

  it("refuses to start on the offline test payments (they approve every payment without moving money), naming the missing keys", () => {
    withEnv({ ...PUBLIC, ...NO_KEYS });
    expect(() => config()).toThrow(
      /STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: required on a public production server/,
    );
    withEnv({ ...PUBLIC, ...LIVE_KEYS, PAYPAL_CLIENT_SECRET: undefined });
    expect(() => config()).toThrow(/^Invalid environment configuration:\n {2}PAYPAL_CLIENT_SECRET: required/);
  });

  it("starts with the keys, or on the test payments when PAYMENTS_TEST_MODE=on says so", () => {
    withEnv({ ...PUBLIC, ...LIVE_KEYS });
    expect(config().APP_URL).toBe("https://ridgeline.example");
    withEnv({ ...PUBLIC, ...NO_KEYS, PAYMENTS_TEST_MODE: "on" });
    expect(config().APP_URL).toBe("https://ridgeline.example");
  });

  it("needs no keys on this machine (next start in the tests and the bench), in development, or for next build", () => {
    for (const url of ["http://127.0.0.1:3100", "http://localhost:3000", "http://[::1]:3000"]) {
      withEnv({ ...PUBLIC, ...NO_KEYS, APP_URL: url });
      expect(config().APP_URL, url).toBe(url);
    }
    withEnv({ ...PUBLIC, ...NO_KEYS, NODE_ENV: "development" });
    expect(config().APP_URL).toBe("https://ridgeline.example");
    withEnv({ ...PUBLIC, ...NO_KEYS, NEXT_PHASE: "phase-production-build" });
    expect(config().APP_URL).toBe("https://ridgeline.example");
  });
});
