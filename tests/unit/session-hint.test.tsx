import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HeaderNav } from "@/components/layout/header-nav";
import { SESSION_HINT_COOKIE, SESSION_HINT_SCRIPT, hasSessionHint, sessionHintCookie, writeSessionHint } from "@/lib/auth/session-hint";
import { SESSION_HINT_SCRIPT_HASH, contentSecurityPolicy } from "@/lib/security-headers";

/** Runs the inline script against a page whose cookies are `cookie`; returns <html data-session>. */
function runHintScript(cookie: string) {
  const documentElement = { dataset: {} as Record<string, string> };
  new Function("document", SESSION_HINT_SCRIPT)({ cookie, documentElement });
  return documentElement.dataset.session;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "document");
  Reflect.deleteProperty(globalThis, "location");
});

describe("the header's session hint", () => {
  it("its CSP hash is the script's sha256, and pages served with a nonce allow it", () => {
    const digest = createHash("sha256").update(SESSION_HINT_SCRIPT).digest("base64");
    expect(SESSION_HINT_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    expect(contentSecurityPolicy({ NODE_ENV: "production" }, "abc")).toContain(SESSION_HINT_SCRIPT_HASH);
    // Without a nonce a hash would make browsers ignore 'unsafe-inline', which Next.js's own inline scripts need.
    expect(contentSecurityPolicy({ NODE_ENV: "production" })).not.toContain("sha256-");
  });

  it("marks <html> only when the hint cookie says signed in", () => {
    expect(runHintScript("")).toBeUndefined();
    expect(runHintScript(`a=1; ${SESSION_HINT_COOKIE}=1`)).toBe("in");
    expect(runHintScript(`${SESSION_HINT_COOKIE}=1; b=2`)).toBe("in");
    expect(runHintScript(`${SESSION_HINT_COOKIE}=0`)).toBeUndefined();
    expect(runHintScript(`x${SESSION_HINT_COOKIE}=1`)).toBeUndefined();
    expect(runHintScript(`${SESSION_HINT_COOKIE}=10`)).toBeUndefined();
  });

  it("the store's test agrees with the inline script's on every cookie string", () => {
    for (const cookie of [
      "",
      `a=1; ${SESSION_HINT_COOKIE}=1`,
      `${SESSION_HINT_COOKIE}=1; b=2`,
      `${SESSION_HINT_COOKIE}=0`,
      `x${SESSION_HINT_COOKIE}=1`,
      `${SESSION_HINT_COOKIE}=10`,
    ])
      expect(hasSessionHint(cookie), cookie).toBe(runHintScript(cookie) === "in");
  });

  it("the server's hint is readable by the page (not HttpOnly), lax, site-wide, secure with the session", () => {
    for (const secure of [true, false]) {
      const hint = sessionHintCookie(secure);
      expect(hint).toMatchObject({ name: SESSION_HINT_COOKIE, value: "1" });
      expect(hint.options).toMatchObject({ httpOnly: false, sameSite: "lax", path: "/", secure });
      expect(hasSessionHint(`${hint.name}=${hint.value}`)).toBe(true);
      // It outlives the 30-day session: a stale hint costs one session read, a missing one a signed-out header.
      expect(hint.options.maxAge).toBeGreaterThan(30 * 24 * 60 * 60);
    }
  });

  it("the browser writes the hint after reading the session, and clears it when signed out", () => {
    const written: string[] = [];
    Object.assign(globalThis, {
      location: { protocol: "https:" },
      document: {
        set cookie(v: string) {
          written.push(v);
        },
      },
    });
    writeSessionHint(true);
    writeSessionHint(false);
    expect(written[0]).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1; path=/; max-age=\\d+; samesite=lax; secure$`));
    expect(written[1]).toBe(`${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax; secure`);
  });
});

describe("HeaderNav in the server's HTML", () => {
  it("holds the signed-out nav for visitors and a same-size placeholder that only a signed-in reader's CSS shows", () => {
    const html = renderToStaticMarkup(<HeaderNav signedOut={<a href="/about">About Us</a>} />);
    expect(html).toContain('<div class="contents signed-in:hidden"><a href="/about">About Us</a></div>');
    expect(html).toMatch(/<div aria-hidden="true" data-testid="header-nav-placeholder" class="hidden h-9 w-48 signed-in:block"><\/div>/);
  });
});
