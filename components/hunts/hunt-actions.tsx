"use client";

import Link from "next/link";
import { ArrowLeft, Backpack, CalendarCheck, MessageCircle, MessageSquareQuote } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";

const LOGIN = "/?login=true";

/** Where Message goes: signed out → sign in; else the conversation, opened (spec 000 §2). */
export function messageHref(signedIn: boolean, outfitterId: number, booking = false) {
  if (!signedIn) return LOGIN;
  return `/messages?recipient=${outfitterId}&autoOpen=true${booking ? "&booking=true" : ""}`;
}

/**
 * Book / Message / Gear List / Back on the hunt page. The page is cached for everyone, so the
 * viewer's role is read here on the client: hunters book, signed-out visitors sign in first and
 * other roles are told 'Only hunters can book hunts'.
 */
export function HuntActions({ huntId, outfitterId, fullyBooked }: { huntId: number; outfitterId: number; fullyBooked: boolean }) {
  const { data: user } = useCurrentUser();
  const signedIn = !!user;
  // Outfitters cannot start conversations (spec 000 §6), and nobody messages themselves.
  const canMessage = user?.role !== "outfitter";

  let book: React.ReactNode;
  if (fullyBooked) {
    book = (
      <Button size="lg" disabled className="w-full">
        Fully Booked
      </Button>
    );
  } else if (!user || user.role === "hunter") {
    book = (
      <Button asChild size="lg" className="w-full bg-blaze text-blaze-foreground hover:bg-blaze/90">
        <Link href={user ? `/booking/${huntId}` : LOGIN}>
          <CalendarCheck aria-hidden />
          Book This Hunt
        </Link>
      </Button>
    );
  } else {
    book = (
      <div className="grid gap-1">
        <Button size="lg" variant="secondary" className="w-full" onClick={() => toast.error("Only hunters can book hunts")}>
          <CalendarCheck aria-hidden />
          Book This Hunt
        </Button>
        <p className="text-center text-xs text-muted-foreground">Only hunters can book hunts</p>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {book}
      {canMessage && (
        <>
          <Button asChild variant="outline" className="w-full">
            <Link href={messageHref(signedIn, outfitterId)}>
              <MessageCircle aria-hidden />
              Message Outfitter
            </Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href={messageHref(signedIn, outfitterId, true)}>
              <MessageSquareQuote aria-hidden />
              Ask About Booking
            </Link>
          </Button>
        </>
      )}
      <Button asChild variant="outline" className="w-full">
        <Link href={`/gear-list/${outfitterId}`}>
          <Backpack aria-hidden />
          Gear List
        </Link>
      </Button>
      <Button asChild variant="ghost" className="w-full">
        <Link href="/">
          <ArrowLeft aria-hidden />
          Back to Hunts
        </Link>
      </Button>
    </div>
  );
}
