/** Apart from the service so that client components can import it. */
export const FORGOT_PASSWORD_ANSWER = "If an account with that email exists, you'll receive password reset instructions.";

/** POST /api/auth/register and the sign-up form, new address or taken. */
export const REGISTERED_MESSAGE = "Thanks for registering. Check your email for confirmation.";
