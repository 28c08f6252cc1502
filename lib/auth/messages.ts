/** Texts the auth service answers with that the forms show too (safe to import in client components). */
export const FORGOT_PASSWORD_ANSWER = "If an account with that email exists, you'll receive password reset instructions.";
