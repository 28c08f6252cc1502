/** What the sign-in and registration forms say when the server gives no message of its own. */
export const AUTH_ERROR_FALLBACK = "An error occurred. Please try again.";
