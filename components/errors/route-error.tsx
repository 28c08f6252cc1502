"use client";

import { LoadFailed, PLAIN_BUTTON, PLAIN_OUTLINE_BUTTON } from "./load-failed";

/**
 * The body of an `error.tsx` boundary: a page whose server render failed shows the spec's message
 * for it, Try again and Back to Home, inside the site's header and footer. The error's message is
 * not shown (in production it is redacted anyway). Both are full page loads: the server render is
 * what failed, and the root boundary ships with every page's first load, so this stays a few
 * hundred bytes with no router or UI-kit code.
 */
export function RouteError({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <LoadFailed
        title={title}
        action={
          <>
            <button type="button" onClick={() => window.location.reload()} className={PLAIN_BUTTON}>
              Try again
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, see above */}
            <a href="/" className={PLAIN_OUTLINE_BUTTON}>
              Back to Home
            </a>
          </>
        }
      />
    </section>
  );
}
