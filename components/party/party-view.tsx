"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { QUERY_KEYS } from "@/components/query/keys";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, api } from "@/lib/api-client";
import { parseDollarsToCents, formatUsd } from "@/lib/format/money";
import type { PaymentMode } from "@/lib/money/providers/card-provider-types";
import type { PartyMemberView, PartyView as Party } from "@/lib/party/views";
import type { BookingAgreement } from "@/lib/agreements/service";
import { BookingLoadFailed, BookingPageShell } from "@/components/bookings/booking-page-shell";
import { BalanceSchedule } from "@/components/installments/balance-schedule";
import { memberStatusText } from "./member-status";
import { MemberDetailsForm } from "./member-details-form";
import { RemoveMemberButton } from "./remove-member-button";
import { ShareCardForm } from "./share-card-form";
import { SignAgreementStep } from "./sign-agreement-step";

/** /party/{bookingId}: the party's shares for its lead, a member or the outfitter (GET /api/bookings/{id}/party and …/agreement). */
export function PartyView({ bookingId, payment }: { bookingId: number; payment: PaymentMode }) {
  const qc = useQueryClient();
  const noRetry = (n: number, err: Error) => !(err instanceof ApiError && err.status < 500) && n < 2;
  const party = useQuery<Party, Error>({
    queryKey: QUERY_KEYS.party(bookingId),
    queryFn: () => api.get<Party>(`/api/bookings/${bookingId}/party`),
    retry: noRetry,
  });
  const agreement = useQuery<BookingAgreement, Error>({
    queryKey: QUERY_KEYS.agreement(bookingId),
    queryFn: () => api.get<BookingAgreement>(`/api/bookings/${bookingId}/agreement`),
    retry: noRetry,
  });
  const reload = () => {
    void qc.invalidateQueries({ queryKey: QUERY_KEYS.party(bookingId) });
    void qc.invalidateQueries({ queryKey: QUERY_KEYS.agreement(bookingId) });
  };
  if (party.isLoading || agreement.isLoading) {
    return (
      <BookingPageShell>
        <Skeleton className="h-64" />
      </BookingPageShell>
    );
  }
  if (!party.data) return <BookingLoadFailed error={party.error} what="party" here={`/party/${bookingId}`} />;
  const p = party.data;
  const a = agreement.data ?? null;
  const open = p.bookingStatus === "pending";
  const needsSignature = Boolean(a?.current && !a.mine);
  const payStep = (m: PartyMemberView) =>
    needsSignature && a?.current ? (
      <SignAgreementStep bookingId={bookingId} text={a.current.text} sha256={a.current.sha256} onSigned={reload} />
    ) : (
      <ShareCardForm
        payment={payment}
        memberId={m.id}
        amount={formatUsd(parseDollarsToCents(m.share) ?? 0)}
        amountCents={parseDollarsToCents(m.share) ?? 0}
        onPaid={reload}
      />
    );
  const mine = p.members.find((m) => m.id === p.myMemberId);
  return (
    <BookingPageShell back={p.viewer === "outfitter" ? "/outfitter-dashboard" : "/hunter-dashboard"}>
      <Card>
        <CardHeader>
          <p className="text-sm text-muted-foreground">Booking #{p.bookingId}</p>
          <CardTitle className="text-2xl break-words">{p.huntTitle}</CardTitle>
          <CardDescription data-testid="party-progress">
            {p.paidCount} of {p.totalShares} shares paid · each hunter pays their own share
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul aria-label="Party members" className="divide-y rounded-lg border">
            {p.members.map((m) => (
              <li key={m.id} className="flex flex-col gap-2 p-3 text-sm" data-testid={`party-member-${m.position}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-all">
                    {m.fullName ?? m.email ?? `Hunter ${m.position + 1}`} {m.lead && <Badge variant="outline">Lead</Badge>}
                    {m.mine && !m.lead && <Badge variant="outline">You</Badge>}
                  </span>
                  <span className="tabular-nums">{formatUsd(parseDollarsToCents(m.share) ?? 0)}</span>
                </div>
                <p className={m.status === "lapsed" ? "font-medium text-destructive" : "text-muted-foreground"} data-testid="member-status">
                  {memberStatusText(m)}
                  {a?.current ? (m.signed ? " · agreement signed" : " · agreement not signed") : null}
                </p>
                {m.phone !== undefined && m.fullName && (
                  <p className="text-xs text-muted-foreground">
                    {[
                      m.email,
                      m.phone,
                      m.emergencyContactName && `Emergency: ${m.emergencyContactName} ${m.emergencyContactPhone ?? ""}`,
                      m.licenceNumber && `Licence ${m.licenceNumber}`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                )}
                {p.viewer === "lead" && open && !m.lead && m.status !== "paid" && m.status !== "removed" && (
                  <div className="flex flex-col gap-3">
                    {m.status === "lapsed" && <p className="font-medium">Pay this share or remove the hunter from the party.</p>}
                    <div>
                      <RemoveMemberButton memberId={m.id} label={m.fullName ?? m.email ?? "this hunter"} onDone={reload} />
                    </div>
                    {m.status === "lapsed" && payStep(m)}
                  </div>
                )}
              </li>
            ))}
          </ul>
          {p.schedule && (
            <section aria-label="Balance" className="space-y-2">
              <h3 className="font-semibold">Balance</h3>
              <BalanceSchedule
                booking={{ id: p.bookingId, status: p.bookingStatus, schedule: p.schedule }}
                audience={p.viewer === "outfitter" ? "outfitter" : "hunter"}
                mine={(x) => (p.viewer === "lead" ? x.paidByLead : !x.paidByLead && x.memberId === p.myMemberId)}
                onChanged={reload}
              />
            </section>
          )}
          {a?.pdfUrl && (
            <Button asChild variant="outline" className="w-fit">
              <a href={a.pdfUrl} download data-testid="agreement-pdf">
                <Download aria-hidden /> Download the signed trip agreement (PDF)
              </a>
            </Button>
          )}
        </CardContent>
      </Card>
      {mine && open && mine.status !== "paid" && mine.status !== "lapsed" && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Your share</CardTitle>
            <CardDescription>Enter your details, sign the trip agreement and pay your share of the deposit.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {!mine.lead && (
              <section aria-label="Your details" className="space-y-3">
                <h3 className="font-semibold">Your details {mine.detailsComplete && <Badge variant="outline">Saved</Badge>}</h3>
                <MemberDetailsForm memberId={mine.id} initial={mine} asksLicenceNumber={p.asksLicenceNumber} onSaved={reload} />
              </section>
            )}
            {(mine.lead || mine.detailsComplete) && payStep(mine)}
          </CardContent>
        </Card>
      )}
    </BookingPageShell>
  );
}
