// Never a prerendered page: its HTML has no nonce, so its scripts would be blocked. Each also needs
// its pattern in middleware.ts's matcher; importing nothing, so the Playwright spec can read it.
export const NONCE_PAGES = [
  "/",
  "/admin",
  "/admin-dashboard",
  "/admin-message-test",
  "/admin/jobs",
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
