/** Apart from the service so that client components can import it. */
export const FORGOT_PASSWORD_ANSWER = "If an account with that email exists, you'll receive password reset instructions.";
