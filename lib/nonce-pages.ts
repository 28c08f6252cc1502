/**
 * The pages rendered on each request (ƒ in `next build`'s list), which get a CSP nonce. Never a
 * prerendered page: its HTML carries no nonce, so a nonce policy would block its scripts.
 * tests/e2e/security-headers.spec.ts checks this list against the build's prerender manifest.
 * Each needs its pattern in middleware.ts's `config.matcher` too (Next.js reads that statically).
 * A module of its own, importing nothing, so the Playwright spec can read it.
 */
export const NONCE_PAGES = [
  "/",
  "/admin",
  "/admin-dashboard",
  "/admin-message-test",
  "/advanced-search",
  "/booking/[huntId]",
  "/browse-hunts",
  "/email-debug",
  "/email-test",
  "/hunt/[id]/bookings",
  "/hunter-dashboard",
  "/messaging-demo",
  "/messaging-test",
  "/outfitter-dashboard",
  "/payouts/test-onboarding",
  "/paypal-test-checkout",
  "/questionnaire-reports",
  "/reset-password",
  "/sign-in",
] as const;
