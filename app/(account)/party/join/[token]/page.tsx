import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InvitationView } from "@/components/party/invitation-view";

export const metadata: Metadata = { title: "Join a hunting party", robots: { index: false, follow: false } };

/** /party/join/{token} — a party invitation (valid 72 h): sign in or register, then accept and go on to /party/{bookingId}. */
export default async function PartyInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) notFound();
  return <InvitationView token={token} />;
}
