import { afterEach, describe, expect, it } from "vitest";
import { createHunter, createOutfitter } from "@/seed/factories";
import { GET as configGET } from "@/app/api/outfitter/paypal-config/route";
import { GET as sdkGET } from "@/app/(public)/paypal-test-sdk/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { resetConfigForTests } from "@/lib/config";
import { call } from "../../support/http";

function setPaypal(base?: string) {
  if (base) {
    process.env.PAYPAL_CLIENT_ID = "AbcPublicClientId";
    process.env.PAYPAL_CLIENT_SECRET = "secret-never-sent";
    process.env.PAYPAL_API_BASE = base;
  } else {
    for (const v of ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_API_BASE"]) delete process.env[v];
  }
  resetConfigForTests();
}
afterEach(() => setPaypal());

describe("GET /api/outfitter/paypal-config: what the Smart Buttons load", () => {
  it("on the offline test provider: the app's stand-in SDK", async () => {
    setPaypal();
    const token = await issueApiToken((await createOutfitter()).id);
    expect((await call(configGET, { token })).json).toEqual({ mode: "test", clientId: "test", sdkBaseUrl: "/paypal-test-sdk" });
    expect((await call(configGET, { token: await issueApiToken((await createHunter()).id) })).status).toBe(403);
    expect((await call(configGET, {})).status).toBe(401);
  });

  it("with PayPal keys: the public client id and the environment of the API base, never the secret", async () => {
    const token = await issueApiToken((await createOutfitter()).id);
    setPaypal("https://api-m.sandbox.paypal.com");
    const sandbox = await call(configGET, { token });
    expect(sandbox.json).toEqual({ mode: "paypal", clientId: "AbcPublicClientId", environment: "sandbox" });
    expect(JSON.stringify(sandbox.json)).not.toContain("secret");
    setPaypal("https://api-m.paypal.com");
    expect((await call(configGET, { token })).json).toMatchObject({ environment: "production" });
  });
});

describe("GET /paypal-test-sdk", () => {
  it("serves the stand-in SDK only while PayPal is not configured", async () => {
    setPaypal();
    const res = await sdkGET();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    const js = await res.text();
    expect(js).toContain("window.paypal = { Buttons");
    // It must parse as a script.
    expect(() => new Function(js)).not.toThrow();
    setPaypal("https://api-m.sandbox.paypal.com");
    expect((await sdkGET()).status).toBe(404);
  });
});
