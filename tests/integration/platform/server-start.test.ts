import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { startServerInstance, deriveAuthUrl } from "@/instrumentation-node";

/** A server whose environment is invalid stops at start, instead of answering every request 500. */
describe("server start-up", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetConfigForTests();
  });

  it("exits non-zero with the configuration error when a production server has no APP_URL", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("NEXT_PHASE", "");
    resetConfigForTests();
    const printed: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((m: unknown) => void printed.push(m));
    const exit = vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    await expect(startServerInstance()).rejects.toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(String(printed[0])).toMatch(/APP_URL: required in production/);
  });

  it("lets the build go on with the error (next build reports it)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    vi.stubEnv("TRUSTED_PROXY_HOPS", "not-a-number");
    resetConfigForTests();
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    await expect(startServerInstance()).rejects.toThrow(/TRUSTED_PROXY_HOPS/);
    expect(exit).not.toHaveBeenCalled();
  });

  it("gives next-auth APP_URL as its own URL in production, unless NEXTAUTH_URL says otherwise", () => {
    const env: Record<string, string | undefined> = {};
    deriveAuthUrl({ NODE_ENV: "production", APP_URL: "https://ridgeline.example" }, env);
    expect(env.NEXTAUTH_URL).toBe("https://ridgeline.example");
    const own: Record<string, string | undefined> = { NEXTAUTH_URL: "https://auth.ridgeline.example" };
    deriveAuthUrl({ NODE_ENV: "production", APP_URL: "https://ridgeline.example" }, own);
    expect(own.NEXTAUTH_URL).toBe("https://auth.ridgeline.example");
    const dev: Record<string, string | undefined> = {};
    deriveAuthUrl({ NODE_ENV: "development", APP_URL: "http://localhost:3000" }, dev);
    expect(dev.NEXTAUTH_URL).toBeUndefined();
  });
});
