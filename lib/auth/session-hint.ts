/** Public pages are prerendered signed-out; this hint lets an inline script show signed-in readers a placeholder instead of the wrong
 * navigation, and spares visitors a session request. It grants nothing: a stale one costs a placeholder until the session answer. */
export const SESSION_HINT_COOKIE = "rl_signed_in";

const HINT_PATTERN = `(?:^|; )${SESSION_HINT_COOKIE}=1(?:;|$)`;

/** Its CSP hash is SESSION_HINT_SCRIPT_HASH in lib/security-headers.ts (a unit test keeps them in step). */
export const SESSION_HINT_SCRIPT = `try{if(/${HINT_PATTERN}/.test(document.cookie))document.documentElement.dataset.session="in"}catch(e){}`;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Not httpOnly: the inline script reads it. */
export function sessionHintCookie(secure: boolean) {
  return {
    name: SESSION_HINT_COOKIE,
    value: "1",
    options: { httpOnly: false, sameSite: "lax" as const, path: "/", secure, maxAge: YEAR_SECONDS },
  };
}

export function hasSessionHint(cookie: string): boolean {
  return new RegExp(HINT_PATTERN).test(cookie);
}

export function writeSessionHint(signedIn: boolean): void {
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`
    : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}
