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
 * The cookie is only a hint, written by the browser from the session answer it already reads
 * (components/auth/use-current-user.ts): it grants nothing, and a stale one costs a placeholder
 * until the session answer arrives.
 */
export const SESSION_HINT_COOKIE = "rl_signed_in";

/** Its CSP hash is SESSION_HINT_SCRIPT_HASH in lib/security-headers.ts (a unit test keeps them in step). */
export const SESSION_HINT_SCRIPT = `try{if(/(?:^|; )${SESSION_HINT_COOKIE}=1(?:;|$)/.test(document.cookie))document.documentElement.dataset.session="in"}catch(e){}`;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Writes (or clears) the hint in the browser after the session has been read. */
export function writeSessionHint(signedIn: boolean): void {
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`
    : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}
