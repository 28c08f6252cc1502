"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { selectClass } from "@/components/search/select-class";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { formatTimeLeft } from "@/lib/format/dates";
import { joinWaitlistAction, leaveWaitlistAction } from "@/lib/waitlists/actions";
import { useNow } from "@/components/hunter/use-now";
import { useMyWaitlists } from "./use-my-waitlists";

export type JoinWaitlistProps = { departureId: number; groupSize: number; dates: string };

/**
 * On a full departure of the hunt page, for a signed-in hunter: "Join the waitlist" (party size in
 * a dialog), then their place in line with "Leave the waitlist", or the spots held for them.
 */
export function JoinWaitlist({ departureId, groupSize, dates }: JoinWaitlistProps) {
  const mine = useMyWaitlists();
  const now = useNow(30_000);
  const [open, setOpen] = useState(false);
  const [partySize, setPartySize] = useState(1);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [bookNow, setBookNow] = useState<string | null>(null);
  const entry = mine.data?.find((e) => e.departureId === departureId);

  async function join(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      const r = await callAction(joinWaitlistAction, { departureId, partySize });
      if (r.status === "available") {
        setBookNow(r.bookUrl);
        toast.info("Book it now", { description: `${r.spotsLeft} ${r.spotsLeft === 1 ? "spot is" : "spots are"} free on this departure.` });
      } else {
        toast.success("You're on the waitlist", { description: r.place ? `You are number ${r.place} in line.` : undefined });
        setOpen(false);
      }
      await mine.refresh();
    } catch (err) {
      setError(err instanceof ActionRefusal ? err.message : "Could not join the waitlist. Please try again.");
    } finally {
      setPending(false);
    }
  }

  async function leave() {
    setPending(true);
    try {
      await callAction(leaveWaitlistAction, { departureId });
      toast.success("You left the waitlist");
      await mine.refresh();
    } catch (err) {
      toast.error("Could not leave the waitlist", { description: err instanceof Error ? err.message : undefined });
    } finally {
      setPending(false);
    }
  }

  if (mine.isLoading) return <span aria-hidden className="inline-block h-9 w-36" />;
  if (entry?.status === "offered")
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="waitlist-offer">
        <span className="text-sm font-medium text-primary">
          {`${entry.partySize} ${entry.partySize === 1 ? "spot" : "spots"} held for you · ${formatTimeLeft(entry.offerExpiresAt!, now)} left`}
        </span>
        <Button asChild size="sm">
          <Link href={entry.bookUrl}>Book now</Link>
        </Button>
      </div>
    );
  if (entry)
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="waitlist-place">
        <span className="text-sm">{`You're number ${entry.place} in line`}</span>
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={leave}>
          Leave the waitlist
        </Button>
      </div>
    );
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Join the waitlist for ${dates}`}>
        Join the waitlist
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setBookNow(null);
        }}
      >
        <DialogContent>
          <form onSubmit={join} noValidate className="space-y-4">
            <DialogHeader>
              <DialogTitle>Join the waitlist</DialogTitle>
              <DialogDescription>
                {`${dates} is fully booked. If spots free up, the first hunter in line whose party fits gets them held for 24 hours, by e-mail and notification.`}
              </DialogDescription>
            </DialogHeader>
            <div className="space-y-2">
              <Label htmlFor={`waitlist-party-${departureId}`}>Hunters in your party</Label>
              <select
                id={`waitlist-party-${departureId}`}
                className={selectClass}
                value={partySize}
                onChange={(e) => setPartySize(Number(e.target.value))}
                aria-describedby={error ? `waitlist-error-${departureId}` : undefined}
              >
                {Array.from({ length: Math.max(1, groupSize) }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            {error && (
              <p id={`waitlist-error-${departureId}`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            {bookNow && (
              <p role="status" className="text-sm">
                Spots are free on this departure:{" "}
                <Link href={bookNow} className="font-medium underline underline-offset-4">
                  Book it now
                </Link>
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Joining..." : "Join waitlist"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
