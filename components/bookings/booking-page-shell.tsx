"use client";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";

/** The narrow column of a booking's pages (/bookings/{id}, /party/{id}) with its way back. */
export function BookingPageShell({ children, back = "/" }: { children: React.ReactNode; back?: string }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 px-4 py-6 sm:py-10">
      <Link href={back} className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" /> Back to Dashboard
      </Link>
      {children}
    </main>
  );
}

/** A booking page that could not load: signed out, Sign In and back here; otherwise the server's message and Try again. */
export function BookingLoadFailed({
  error,
  what,
  here,
  onRetry,
}: {
  error: Error | null;
  what: string;
  here: string;
  onRetry?: () => void;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <BookingPageShell>
      <Card>
        <CardContent className="flex flex-col items-start gap-3 py-6">
          <p className="font-medium">
            {status === 401 ? `Sign in to see this ${what}.` : (error?.message ?? `Failed to load the ${what}`)}
          </p>
          {status === 401 ? (
            <Button asChild>
              <Link href={`/sign-in?next=${encodeURIComponent(here)}`}>Sign In</Link>
            </Button>
          ) : onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </BookingPageShell>
  );
}
