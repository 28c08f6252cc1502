"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, CircleAlert } from "lucide-react";
import { bookingDetailsSchema, type BookingDetailsInput } from "@/lib/bookings/schema";
import type { BookableHunt, OpenReservation } from "@/lib/bookings/service";
import { bookingStateOf, DATES_ON_REQUEST, DATES_ON_REQUEST_HINT, SEASON_ENDED } from "@/lib/departures/state";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { depositCentsOf } from "@/lib/money/deposit";
import type { PaymentMode } from "@/lib/money/providers/card-provider-types";
import { BookingDetailsFields } from "./booking-details-fields";
import { BookingHuntSummary } from "./booking-hunt-summary";
import { CancellationPolicyDialog } from "./cancellation-policy-dialog";
import { DeparturePicker, pickableDepartures, type Trip } from "./departure-picker";
import { NotAcceptingPayments } from "./not-accepting-payments";
import { PaymentPanel, partyText } from "./payment-panel";
import { formatDateRange } from "@/lib/departures/dates";
import { useBookingCheckout, type Payer } from "./use-booking-checkout";
import { departurePriceOf } from "@/lib/departures/deals";
import { BookingPartyFields, BookingPriceSummary, estimateOf, NO_EXTRAS, type PartyChoice } from "./booking-party";
import { EMPTY_FEES, type HuntFees } from "@/lib/money/price-lines/types";
import type { Preselection } from "@/lib/bookings/preselect";

const summaryDeparture = (hunt: BookableHunt, trip: Trip | null) => {
  const d = hunt.departures.find((x) => x.id === trip?.departureId);
  return d ? formatDateRange(d.startDate, d.endDate) : undefined;
};
const spotsLeftOf = (hunt: BookableHunt, trip: Trip | null) => hunt.departures.find((d) => d.id === trip?.departureId)?.spotsLeft ?? 0;
import { DrawTermsCheckbox, drawTermsNeeded } from "@/components/tags/draw-terms-checkbox";
import { applicationFeeOfTag } from "@/lib/tags/application-fee";
import { creditCoverCents } from "@/lib/tags/credit-spend";
import { TagCreditChoice, type TagCreditOffer } from "@/components/tags/tag-credit-choice";
import { NO_SIGNATURE, SignAgreementFields, signatureComplete, type Signature } from "@/components/agreements/sign-agreement-fields";
import { LEAD_PAYS, PartyPaymentChoice, shareEmailsOf, type WhoPays } from "./party-payment-choice";
import { splitShares } from "@/lib/party/split";

type Props = {
  hunt: BookableHunt;
  payment: PaymentMode;
  defaults: { hunterName: string; hunterPhone: string };
  /** An unpaid reservation of this hunter on this hunt (page reloaded mid-checkout): resumed. */
  reservation: OpenReservation | null;
  /** The hunt's fee structure (cents): the summary is priced with the server's calculator. */
  fees?: HuntFees;
  /** The hunter's failed-draw credit with this outfitter, if any (spent only when ticked). */
  tagCredit?: TagCreditOffer | null;
  /** The hunt's trip agreement, signed before paying (null: none). */
  agreement?: { text: string; sha256: string } | null;
  /** The departure to start on (a departure row's ?departure=, checked on the server) and why another was chosen. */
  preselected?: Preselection;
};

/** The booking page body: the hunt summary, the hunter's details, then the payment form. */
export function BookingCheckout({
  hunt,
  payment,
  defaults,
  reservation,
  fees = EMPTY_FEES,
  tagCredit = null,
  agreement = null,
  preselected,
}: Props) {
  const form = useForm<BookingDetailsInput>({
    resolver: zodResolver(bookingDetailsSchema),
    mode: "onTouched",
    defaultValues: reservation
      ? { ...reservation.details, termsAccepted: true, drawOutcomeAccepted: true }
      : { ...defaults, emergencyContactName: "", emergencyContactPhone: "", specialRequirements: "", termsAccepted: false },
  });
  const values = useWatch({ control: form.control });
  const drawTerms = drawTermsNeeded(hunt.tag);
  const detailsComplete = bookingDetailsSchema.safeParse(values).success && (!drawTerms || values.drawOutcomeAccepted === true);
  const checkout = useBookingCheckout(
    hunt,
    reservation
      ? {
          bookingId: reservation.bookingId,
          expiresAt: reservation.expiresAt,
          totalAmount: reservation.totalAmount,
          depositAmount: reservation.depositAmount,
        }
      : null,
    // A rule only the server checks shows beside its field, as the form's own do.
    (errors) => {
      for (const [name, messages] of Object.entries(errors)) {
        if (messages[0] && name in form.getValues())
          form.setError(name as keyof BookingDetailsInput, { type: "server", message: messages[0] }, { shouldFocus: true });
      }
    },
  );
  const startOn = preselected ? preselected.departureId : (pickableDepartures(hunt.departures).find((d) => d.spotsLeft > 0)?.id ?? null);
  const [trip, setTrip] = useState<Trip | null>(
    reservation?.departureId
      ? { departureId: reservation.departureId, partySize: reservation.partySize }
      : startOn
        ? { departureId: startOn, partySize: 1 }
        : null,
  );
  const [extras, setExtras] = useState<PartyChoice>(NO_EXTRAS);
  const [whoPays, setWhoPays] = useState<WhoPays>(LEAD_PAYS);
  const [signature, setSignature] = useState<Signature>(NO_SIGNATURE);
  const hunters = trip?.partySize ?? 1;
  const shareEmails = shareEmailsOf(whoPays, hunters);
  // Total is exactly what is charged: a reservation's own amount, else what is paid through Ridgeline for the party.
  // The chosen departure's price: its live last-minute deal's when that beats the hunt's own discount (as the server prices it).
  const priceCents = departurePriceOf(hunt, hunt.departures.find((d) => d.id === trip?.departureId)?.dealDiscountBp ?? null);
  const priced = {
    priceCents,
    durationDays: hunt.duration,
    depositPercent: hunt.depositPercent,
    fees,
    applicationFeeCents: applicationFeeOfTag(hunt.tag),
  };
  const estimate = estimateOf(priced, trip?.partySize ?? 1, extras);
  // A ticked failed-draw credit pays part of the deposit: the same rule as the server's (lib/tags/credit-spend.ts).
  const fullCharge = depositCentsOf(estimate.throughRidgelineCents, hunt.depositPercent);
  const creditCents = tagCredit ? creditCoverCents(tagCredit.leftCents, fullCharge) : 0;
  const usedCredit = values.useTagCredit === true ? creditCents : 0;
  const amountCents = parseDollarsToCents(checkout.reservation?.totalAmount ?? "") ?? estimate.throughRidgelineCents - usedCredit;
  const amount = formatUsd(amountCents);
  // Only the hunt's deposit is charged by card now; the balance is paid to the outfitter.
  const chargeCents = parseDollarsToCents(checkout.reservation?.depositAmount ?? "") ?? fullCharge - usedCredit;
  // Paying in shares, the lead's card pays the lead's share of the deposit (the rounding cents are the lead's, as on the server).
  const leadShareCents = shareEmails ? splitShares(chargeCents, hunters)[0]! : null;
  const complete = detailsComplete && shareEmails !== false && (!agreement || signatureComplete(signature));
  const state = bookingStateOf(hunt);
  const closed = state !== "open" && !checkout.reservation;

  const pay = (payer: Payer) =>
    form.handleSubmit((details) =>
      checkout.run(details, payer, trip && { ...trip, ...extras }, (amountCents / 100).toFixed(2), (chargeCents / 100).toFixed(2), {
        shareEmails: shareEmails || null,
        signature: agreement ? { fullName: signature.fullName.trim(), textSha256: agreement.sha256 } : null,
      }),
    )();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        href={`/hunt/${hunt.id}`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to hunt
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Book your hunt</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <aside className="lg:sticky lg:top-24 lg:order-2">
          <BookingHuntSummary hunt={hunt} />
        </aside>
        <div className="space-y-6 lg:order-1">
          {!hunt.acceptsPayments && !checkout.reservation ? (
            <NotAcceptingPayments outfitterId={hunt.outfitterId} />
          ) : closed ? (
            <div className="flex items-start gap-3 rounded-xl border border-blaze/50 bg-blaze/10 p-5" role="status">
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-blaze" />
              <div>
                <p className="font-semibold">
                  {state === "ended" ? SEASON_ENDED : state === "on-request" ? DATES_ON_REQUEST : "Fully Booked"}
                </p>
                <p className="text-sm text-muted-foreground">
                  {state === "on-request"
                    ? DATES_ON_REQUEST_HINT
                    : "This hunt has no spots left. Browse other hunts or message the outfitter about future dates."}
                </p>
              </div>
            </div>
          ) : (
            <>
              {preselected?.notice && !checkout.reservation && (
                <p className="rounded-xl border border-blaze/50 bg-blaze/10 p-4 text-sm" role="status" data-testid="departure-notice">
                  {preselected.notice}
                </p>
              )}
              <DeparturePicker
                departures={hunt.departures}
                groupSize={hunt.groupSize}
                value={trip}
                onChange={setTrip}
                locked={Boolean(checkout.reservation)}
              />
              <BookingPartyFields
                fees={fees}
                hunters={trip?.partySize ?? 1}
                maxObservers={Math.max(0, Math.min(fees.maxObservers, spotsLeftOf(hunt, trip) - (trip?.partySize ?? 1)))}
                value={extras}
                onChange={setExtras}
                locked={Boolean(checkout.reservation)}
              />
              {!checkout.reservation && <BookingPriceSummary estimate={estimate} depositPercent={hunt.depositPercent} />}
              <BookingDetailsFields
                form={form}
                locked={Boolean(checkout.reservation)}
                policyLink={
                  <CancellationPolicyDialog
                    policy={hunt.cancellationPolicy}
                    depositPercent={hunt.depositPercent}
                    timeZone={hunt.timeZone}
                  />
                }
              />
              {drawTerms && hunt.tag && <DrawTermsCheckbox form={form} tag={hunt.tag} locked={Boolean(checkout.reservation)} />}
              {tagCredit && !checkout.reservation && (
                <TagCreditChoice form={form} credit={tagCredit} coverCents={creditCents} locked={Boolean(checkout.reservation)} />
              )}
              <PartyPaymentChoice hunters={hunters} value={whoPays} onChange={setWhoPays} locked={checkout.processing} />
              {agreement && <SignAgreementFields text={agreement.text} value={signature} onChange={setSignature} />}
              {complete ? (
                <PaymentPanel
                  payment={payment}
                  amount={amount}
                  amountCents={amountCents}
                  chargeCents={leadShareCents ?? chargeCents}
                  shareNote={
                    leadShareCents === null
                      ? undefined
                      : `Your share of the deposit: ${formatUsd(leadShareCents)} of ${formatUsd(chargeCents)}. Each other hunter pays their own.`
                  }
                  priceLine={trip && trip.partySize > 1 ? `${formatUsd(priceCents)} × ${trip.partySize} hunters` : undefined}
                  departure={summaryDeparture(hunt, trip)}
                  party={trip ? partyText(trip.partySize, extras.observers) : undefined}
                  processing={checkout.processing}
                  reservation={checkout.reservation}
                  onPay={pay}
                />
              ) : (
                <p className="rounded-xl border border-dashed p-5 text-center text-sm text-muted-foreground" role="status">
                  Please complete all required fields above to proceed with payment.
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
