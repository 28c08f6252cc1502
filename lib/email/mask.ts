/** Security links (reset, any link with a token or code) are masked, so the outbox views never hand the admin a way into an account. */
const SECRET_PARAM = /([?&](?:token|code|key|secret|signature|otp)=)[^\s&"'<>#)]+/gi;
const MASK = "••••••••";

export function maskSecrets(text: string): string;
export function maskSecrets(text: string | null): string | null;
export function maskSecrets(text: string | null): string | null {
  return text === null ? null : text.replace(SECRET_PARAM, `$1${MASK}`);
}
