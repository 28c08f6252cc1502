import { afterAll, beforeAll } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { startFakeStripe } from "./fake-stripe";

export const WEBHOOK_SECRET = "whsec_test_secret_for_fake_stripe";
const KEYS = ["STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"];

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * Runs the calling test file with Stripe configured against a local fake Stripe server (started
 * before its tests, stopped after). Read the server from `.fake` inside tests.
 */
export function withFakeStripe(): { readonly fake: FakeStripe } {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_fake",
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
    resetConfigForTests();
  });
  afterAll(async () => {
    for (const k of KEYS) delete process.env[k];
    resetConfigForTests();
    await fake?.close();
  });
  return {
    get fake() {
      if (!fake) throw new Error("the fake Stripe server is not running");
      return fake;
    },
  };
}
