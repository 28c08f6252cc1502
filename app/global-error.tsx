"use client";

import "./globals.css";

/**
 * The root layout itself failed: it replaces the whole document, so it carries its own html and
 * body and nothing that needs the layout's providers.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground antialiased">
        <div role="alert" className="max-w-md text-center">
          <h1 className="text-2xl font-bold">Ridgeline is having trouble</h1>
          <p className="mt-2 text-muted-foreground">Something went wrong on our side. Please try again in a moment.</p>
          <div className="mt-6 flex justify-center gap-3">
            <button type="button" onClick={reset} className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
              Try again
            </button>
            {/* A full load: the app's router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="rounded-md border px-4 py-2 text-sm font-medium">
              Back to Home
            </a>
          </div>
        </div>
      </body>
    </html>
  );
}
