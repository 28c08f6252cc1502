"use client";

import Link from "next/link";
import { Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { QUERY_KEYS } from "@/components/query/keys";
import { BalanceSchedule } from "@/components/installments/balance-schedule";
import { useApiQuery } from "@/components/hunter/api-query";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { MemberShare } from "@/lib/party/views";
import { memberStatusText } from "./member-status";

/**
 * My Bookings for a hunter who joined someone else's party: their share, its state, and their own balance share (its failed-charge
 * banner, Update card and Pay now), with the way to the party page. Nothing when they joined none.
 */
export function MyPartyShares() {
  const shares = useApiQuery<MemberShare[]>(QUERY_KEYS.hunter.partyShares);
  if (!shares.data?.length) return null;
  return (
    <section aria-label="Parties you joined" className="mt-4 space-y-2">
      {/* The card's title is no heading, so a sub-heading here would skip a level: a labelled section and bold text. */}
      <p className="font-semibold">Parties you joined</p>
      <ul className="divide-y rounded-lg border">
        {shares.data.map((s) => (
          <li key={s.memberId} className="flex flex-col gap-2 p-3 text-sm" data-testid="my-party-share">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium break-words">
                {s.huntTitle} <span className="text-muted-foreground">· booked by {s.leadName}</span>
              </span>
              <Badge variant="outline">
                {memberStatusText({ status: s.status, paidByLead: s.paidByLead, inviteExpiresAt: null, lead: false })}
              </Badge>
            </div>
            <p className="text-muted-foreground tabular-nums">Your share of the deposit: {formatUsd(parseDollarsToCents(s.share) ?? 0)}</p>
            {s.schedule && (
              <BalanceSchedule
                booking={{ id: s.bookingId, status: s.bookingStatus, schedule: s.schedule }}
                audience="hunter"
                mine={(x) => !x.paidByLead && x.memberId === s.memberId}
                onChanged={() => void shares.refetch()}
              />
            )}
            <Button asChild size="sm" variant="outline" className="w-fit">
              <Link href={`/party/${s.bookingId}`}>
                <Users aria-hidden /> Open the party
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
