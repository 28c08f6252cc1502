import type { Metadata } from "next";
import Link from "next/link";
import { LegalDocument, type LegalSection } from "@/components/static/legal-document";
import { PageHeader } from "@/components/static/page-header";
import {
  CANCELLATION_NOTICE_DAYS,
  CARD_FEE,
  COMMISSION_RATE,
  MINIMUM_AGE,
  OUTFITTER_APPROVAL_TIME,
  PAYMENT_DUE_DAYS,
  QUESTIONNAIRE_SEND_DAY,
  REPORT_DUE_DAYS,
  ordinal,
} from "@/lib/platform-constants";
import { POLICY_DATE, SUPPORT_ADDRESS, SUPPORT_EMAIL } from "@/lib/site";

export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "The terms for hunters and outfitters using Ridgeline: bookings, cancellations, the outfitter service fee and monthly reports.",
  alternates: { canonical: "/terms-of-service" },
};

const SECTIONS: LegalSection[] = [
  {
    id: "agreement",
    title: "Agreement to these terms",
    body: (
      <p>
        These Terms of Service govern your use of Ridgeline, operated by {SUPPORT_ADDRESS[0]} (&ldquo;Ridgeline&rdquo;, &ldquo;we&rdquo;,
        &ldquo;us&rdquo;). By creating an account, booking a hunt or listing a hunt you agree to them and to our{" "}
        <Link href="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use Ridgeline.
      </p>
    ),
  },
  {
    id: "marketplace",
    title: "What Ridgeline does",
    body: (
      <>
        <p>
          Ridgeline is a marketplace. We help hunters find, message and book guided hunts offered by independent outfitters, and we review
          outfitters before they may list hunts. The outfitter, not Ridgeline, runs the hunt: the contract for the hunt itself is between
          the hunter and the outfitter.
        </p>
        <p>
          We work hard to list only reputable outfitters, but we do not guarantee harvest, trophy size, weather or game conditions, and we
          are not a party to what a hunter and an outfitter agree between themselves.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Accounts",
    body: (
      <ul>
        <li>You must be at least {MINIMUM_AGE} years old to create an account.</li>
        <li>Give accurate information and keep it up to date, including your e-mail address and phone number.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>One person per account. Do not use another person&apos;s account or impersonate anyone.</li>
      </ul>
    ),
  },
  {
    id: "bookings",
    title: "Bookings",
    body: (
      <>
        <p>
          When you book a hunt you pay the price shown on the booking page: the hunt&apos;s current price with any discount applied. Hunters
          pay no Ridgeline booking fee.
        </p>
        <p>
          Every booking is subject to the outfitter&apos;s approval and to weather and field conditions. A booking shows as pending until
          the outfitter accepts it. Outfitters may change dates, routes or camps when weather, closures or safety require it, and will tell
          you as early as they can.
        </p>
        <p>
          Hunters are responsible for their own hunting licences, tags, permits, firearm and travel documents, and for being fit for the
          hunt they book. Ask the outfitter before booking if you are unsure what is required.
        </p>
      </>
    ),
  },
  {
    id: "cancellations",
    title: "Cancellations and refunds",
    body: (
      <>
        <p>
          Each hunt has one of three cancellation policies, chosen by its outfitter and shown on the hunt page and the booking page; it
          forms part of your booking. Flexible refunds in full up to {CANCELLATION_NOTICE_DAYS} days before the trip starts; Moderate
          refunds in full up to 60 days before and half up to {CANCELLATION_NOTICE_DAYS} days before; Strict keeps the deposit paid by card
          when booking (the hunt&apos;s share of the total: 25%, 50%, 75% or the whole price) and refunds anything paid above it up to 60
          days before. Later cancellations, and no-shows, are not refunded unless the outfitter agrees. Before you confirm a cancellation,
          the site shows the amount you will be refunded.
        </p>
        <p>
          If the outfitter cancels your booking, for example because of weather, closures or safety, you are refunded in full whatever the
          policy.
        </p>
        <p>
          Platform fees paid to Ridgeline, the outfitter service fee and the card convenience fee described below, are non-refundable in
          every case. Hunters are never charged a platform fee.
        </p>
      </>
    ),
  },
  {
    id: "outfitters",
    title: "Outfitter terms",
    body: (
      <>
        <p>
          Outfitters apply to join and may list hunts once approved; approval usually takes {OUTFITTER_APPROVAL_TIME}. You must hold every
          licence, permit and insurance your jurisdiction requires, describe your hunts, prices and dates truthfully, and honour the
          bookings you accept.
        </p>
        <h3>Service fee</h3>
        <p>
          Outfitters agree to pay Ridgeline a service fee of <strong>{COMMISSION_RATE} per person</strong> on every booking made through
          Ridgeline: {COMMISSION_RATE} of the hunt price times the number of hunters, including bookings a hunter claims as made through
          Ridgeline once you accept the claim. When a hunt is cancelled and you keep part of the deposit, the fee applies to the part you
          keep.
        </p>
        <h3>Monthly questionnaire</h3>
        <p>
          On the {ordinal(QUESTIONNAIRE_SEND_DAY)} of each month we send every approved outfitter a questionnaire about that month&apos;s
          bookings made directly with hunters who found you on Ridgeline (bookings and claims you accept on Ridgeline are counted already).
          It is due within 2 weeks ({REPORT_DUE_DAYS} days). If it is not submitted in time, your account may be paused until it is.
        </p>
        <h3>Payment</h3>
        <p>
          Payment of the service fee is due within {PAYMENT_DUE_DAYS} days of submitting your report. You may pay by card, which adds a card
          convenience fee of <strong>{CARD_FEE}</strong>, or by check mailed to our Alaska PO Box at no extra charge. We may pause accounts
          with overdue payments.
        </p>
      </>
    ),
  },
  {
    id: "conduct",
    title: "Messages, reviews and conduct",
    body: (
      <>
        <p>
          Use Ridgeline messages to plan hunts, not to spam, harass or sell anything unrelated. Hunters may message outfitters and our team;
          outfitters may message our team and reply to hunters who contact them first.
        </p>
        <p>
          Reviews must describe your own experience honestly. Every review is checked by our team before it is published, and we may decline
          reviews that are abusive, off-topic or not based on a real hunt.
        </p>
        <p>We list only legal, fair-chase hunts. Anything that breaks game, wildlife-trade or firearm laws is forbidden.</p>
      </>
    ),
  },
  {
    id: "suspension",
    title: "Pausing and closing accounts",
    body: (
      <p>
        We may pause or close an account that breaks these terms, misleads other users, misses reports or payments, or puts people or
        wildlife at risk. You may close your account at any time by contacting us; records we must keep are retained as described in our{" "}
        <Link href="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Risk and liability",
    body: (
      <p>
        Hunting carries inherent risks, including remote terrain, weather, wildlife and firearms. You take part at your own risk and should
        carry suitable travel and medical insurance. To the extent the law allows, Ridgeline is not liable for the acts or omissions of
        outfitters or hunters, or for indirect or consequential losses, and our total liability to you is limited to the platform fees you
        paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes and governing law",
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, and we will tell you by e-mail about changes that matter.
        These terms are governed by the laws of the State of Alaska.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms? E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, write to {SUPPORT_ADDRESS.join(", ")},
        or use our <Link href="/contact-us">contact form</Link>.
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms of Service" lead={<p>Last updated: {POLICY_DATE}</p>} />
      <LegalDocument sections={SECTIONS} />
    </>
  );
}
