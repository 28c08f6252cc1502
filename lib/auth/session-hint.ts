/**
 * The header's "probably signed in" hint, so the server-rendered header does not flash.
 *
 * Public pages are prerendered once for everyone, so the server cannot know who is reading them:
 * the header's HTML always carries the signed-out navigation. A visitor (most readers of a hunt
 * page) sees it at once, before any JavaScript. For a signed-in reader, this tiny inline script runs
 * before the header is parsed and, when the hint cookie says so, marks <html data-session="in">;
 * CSS (the `signed-in:` variant in globals.css) then shows a placeholder of the same size instead
 * of the signed-out links until the session is read and the signed-in links render. So nobody sees
 * the wrong navigation, and nothing moves.
 *
 * The cookie is only a hint: it grants nothing. The server sets it with every session cookie it
 * issues (sessionHintCookie: the sign-in and registration actions, next-auth's credentials
 * sign-in), and the browser keeps it in step with the session answer it reads
 * (components/auth/use-current-user.ts). So a browser without it holds no session, and the header
 * does not ask the server who is reading: most readers of a public page are visitors, and their
 * page load makes no session request at all. A stale hint (an expired or revoked session) costs a
 * placeholder until the session answer arrives, which then clears it.
 */
export const SESSION_HINT_COOKIE = "rl_signed_in";

/** A cookie string that holds the hint (the inline script's test, and the store's). */
const HINT_PATTERN = `(?:^|; )${SESSION_HINT_COOKIE}=1(?:;|$)`;

/** Its CSP hash is SESSION_HINT_SCRIPT_HASH in lib/security-headers.ts (a unit test keeps them in step). */
export const SESSION_HINT_SCRIPT = `try{if(/${HINT_PATTERN}/.test(document.cookie))document.documentElement.dataset.session="in"}catch(e){}`;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The hint the server sets beside a new session cookie (same `secure` flag; readable by the page's script). */
export function sessionHintCookie(secure: boolean) {
  return {
    name: SESSION_HINT_COOKIE,
    value: "1",
    options: { httpOnly: false, sameSite: "lax" as const, path: "/", secure, maxAge: YEAR_SECONDS },
  };
}

/** Whether the browser holds the hint (the same test as SESSION_HINT_SCRIPT's). */
export function hasSessionHint(cookie: string): boolean {
  return new RegExp(HINT_PATTERN).test(cookie);
}

/** Writes (or clears) the hint in the browser after the session has been read. */
export function writeSessionHint(signedIn: boolean): void {
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`
    : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}
