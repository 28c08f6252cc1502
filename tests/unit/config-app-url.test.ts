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
    withEnv({ NODE_ENV: "production", APP_URL: "https://ridgeline.example/" });
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
