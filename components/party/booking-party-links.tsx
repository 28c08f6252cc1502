"use client";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Download, Users } from "lucide-react";
import { QUERY_KEYS } from "@/components/query/keys";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import type { BookingAgreement } from "@/lib/agreements/service";
import type { PartyView } from "@/lib/party/views";

/** On a booking's page: the party's shares (when it pays in shares) and the signed trip agreement's PDF (when signed). */
export function BookingPartyLinks({ bookingId }: { bookingId: number }) {
  const party = useQuery<PartyView, Error>({
    queryKey: QUERY_KEYS.party(bookingId),
    queryFn: () => api.get<PartyView>(`/api/bookings/${bookingId}/party`),
    retry: false,
  });
  const agreement = useQuery<BookingAgreement, Error>({
    queryKey: QUERY_KEYS.agreement(bookingId),
    queryFn: () => api.get<BookingAgreement>(`/api/bookings/${bookingId}/agreement`),
    retry: false,
  });
  const p = party.data;
  const pdf = agreement.data?.pdfUrl;
  if (!p && !pdf) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {p && (
        <Button asChild variant="outline" size="sm">
          <Link href={`/party/${bookingId}`} data-testid="party-link">
            <Users aria-hidden /> Party shares: {p.paidCount} of {p.totalShares} paid
          </Link>
        </Button>
      )}
      {pdf && (
        <Button asChild variant="outline" size="sm">
          <a href={pdf} download data-testid="agreement-pdf">
            <Download aria-hidden /> Signed trip agreement (PDF)
          </a>
        </Button>
      )}
    </div>
  );
}
