import type { Metadata } from "next";
import Link from "next/link";
import { LegalDocument, type LegalSection } from "@/components/static/legal-document";
import { PageHeader } from "@/components/static/page-header";
import {
  BOOKING_RECORD_RETENTION_YEARS,
  COMMUNICATION_RECORD_RETENTION_YEARS,
  MINIMUM_AGE,
  RESET_LINK_VALID_HOURS,
} from "@/lib/platform-constants";
import { POLICY_DATE, SUPPORT_ADDRESS, SUPPORT_EMAIL } from "@/lib/site";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What Ridgeline collects, why, who we share it with, how long we keep it and your rights.",
  alternates: { canonical: "/privacy-policy" },
};

const SECTIONS: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        Ridgeline is operated by {SUPPORT_ADDRESS[0]}, {SUPPORT_ADDRESS.slice(1).join(", ")}. We are responsible for the personal
        information described in this policy. We do not sell your personal information.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address, optional phone number, role and, for outfitters, website, profile
          image and cover photo. Your password is stored only as a one-way hash.
        </li>
        <li>
          <strong>Bookings:</strong> the hunt, dates and amount, the hunter&apos;s name and phone, an emergency contact and any special
          requirements you tell us about.
        </li>
        <li>
          <strong>Communications:</strong> messages between users and with our team, reviews, contact-form messages and the e-mails we send
          you.
        </li>
        <li>
          <strong>Outfitter reports:</strong> monthly booking reports, commission amounts and payment status.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and basic request logs, used to keep the service secure and to stop abuse such as
          repeated sign-in attempts.
        </li>
      </ul>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use it",
    body: (
      <ul>
        <li>to run your account, show your listings and deliver your messages;</li>
        <li>to process bookings and payments and send confirmations and notifications;</li>
        <li>to review outfitters and moderate reviews;</li>
        <li>to answer your questions and provide support;</li>
        <li>to keep accounting and tax records and meet our legal obligations;</li>
        <li>to protect Ridgeline, our users and wildlife from fraud and abuse.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We share personal information only as needed to provide Ridgeline:</p>
        <ul>
          <li>
            <strong>Outfitters and hunters</strong> you book with or message see the details needed for the hunt, such as your name, phone
            number and emergency contact.
          </li>
          <li>
            <strong>Payment processors:</strong> hunt payments are handled by Stripe and outfitter commission payments by PayPal. Your card
            details go directly to them; Ridgeline never stores full card numbers.
          </li>
          <li>
            <strong>E-mail provider:</strong> a transactional e-mail service delivers our e-mails (password resets, booking and payment
            confirmations, message notifications) and receives your address and the message for that purpose only.
          </li>
          <li>
            <strong>Hosting and storage providers</strong> that run our servers, database and photo storage.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it or to protect someone&apos;s safety.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We use only the cookies needed to keep you signed in: a session cookie, plus a short-lived security token that protects the sign-in
        form. We do not use advertising, analytics or tracking cookies, and we do not allow third parties to track you on Ridgeline.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          <strong>Booking records</strong> (bookings, payments, reports and commissions) are kept for {BOOKING_RECORD_RETENTION_YEARS}{" "}
          years, as tax and accounting rules require.
        </li>
        <li>
          <strong>Communication records</strong> (messages, contact-form messages and e-mails) are kept for{" "}
          {COMMUNICATION_RECORD_RETENTION_YEARS} years.
        </li>
        <li>
          Account details are kept while your account is open and deleted when you close it, except where the records above must be kept.
        </li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Passwords are hashed, connections are encrypted, password-reset links expire after {RESET_LINK_VALID_HOURS} hour and can be used
        once, and access to personal data inside Ridgeline is limited to the people who need it. No system is perfectly secure, so please
        use a strong password you do not use elsewhere.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Ridgeline is not for anyone under {MINIMUM_AGE}. We do not knowingly collect information from people under {MINIMUM_AGE}, and we
        delete any account we learn belongs to one. A young hunter&apos;s trip must be booked by a parent or guardian.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>
          You can see and correct most of your details on your profile page at any time. You may also ask us to give you a copy of your
          personal information, to correct or delete it, or to stop using it for a purpose, and you may complain to your local
          data-protection authority.
        </p>
        <p>We answer every request within 30 days. Records we must keep by law are kept for the periods above.</p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: <p>When we change this policy we update the date at the top, and we e-mail you about changes that matter.</p>,
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        For any privacy question or request, e-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, write to{" "}
        {SUPPORT_ADDRESS.join(", ")}, or use our <Link href="/contact-us">contact form</Link>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy" lead={<p>Last updated: {POLICY_DATE}</p>} />
      <LegalDocument sections={SECTIONS} />
    </>
  );
}
