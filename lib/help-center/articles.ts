import {
  CANCELLATION_NOTICE_DAYS,
  CARD_FEE,
  COMMISSION_RATE,
  CONTACT_REPLY_HOURS,
  MAX_HUNT_PHOTOS,
  MIN_PASSWORD_LENGTH,
  OUTFITTER_APPROVAL_TIME,
  PAYMENT_DUE_DAYS,
  QUESTIONNAIRE_SEND_DAY,
  REPORT_DUE_DAYS,
  REPORT_OVERDUE_DAY,
  RESET_LINK_VALID_HOURS,
  REVIEW_MIN_LENGTH,
  ordinal,
} from "@/lib/platform-constants";
import { BUSINESS_HOURS } from "@/lib/site";
import { HELP_CATEGORIES, type HelpCategoryId } from "./categories";

export { HELP_CATEGORIES, type HelpCategoryId } from "./categories";

export type HelpArticle = {
  id: string;
  categoryId: HelpCategoryId;
  title: string;
  // Without a body the article reads COMING_SOON.
  body?: string[];
};

export const COMING_SOON = "Article content coming soon...";

const hours = (n: number) => `${n} hour${n === 1 ? "" : "s"}`;

export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: "create-account",
    categoryId: "getting-started",
    title: "Creating your Ridgeline account",
    body: [
      "Choose Join as Hunter or Join as Outfitter in the top bar. Enter your first and last name, your e-mail address and a password of at least " +
        `${MIN_PASSWORD_LENGTH} characters; a phone number is optional. Outfitters also give the address of their website (we add https:// if you leave it out).`,
      "Tick the box to accept the Terms of Service and Privacy Policy, then create your account. Hunters can start browsing, messaging and booking straight away. " +
        `Outfitter accounts are reviewed by our team first, which usually takes ${OUTFITTER_APPROVAL_TIME}.`,
    ],
  },
  {
    id: "find-hunt",
    categoryId: "getting-started",
    title: "Finding the right hunt",
    body: [
      "Use the Find Your Perfect Hunt panel on the home page to search by location, species and dates. Every field is optional: pick a species from the list or type any species you are after, and leave the rest empty to see more results.",
      "Browse Hunts shows every listing with a price filter, and Advanced Search adds filters for price range, difficulty, duration, season and weapon. Each hunt page shows the outfitter, the dates, group size, what is included and approved reviews from other hunters.",
    ],
  },
  { id: "hunt-listings", categoryId: "getting-started", title: "Understanding hunt listings" },
  {
    id: "favorites",
    categoryId: "getting-started",
    title: "Saving favorite outfitters",
    body: [
      "Found an outfitter you like? Sign in as a hunter and press Favorite on the outfitter's profile; the button changes to Favorited. Press it again to remove them from your favorites.",
      "On your dashboard, the Favorites tab lists the outfitters you saved and New from Favorites shows their latest hunts, so new listings and price drops from the guides you trust are all in one place.",
    ],
  },

  {
    id: "book-hunt",
    categoryId: "booking-hunts",
    title: "How to book a hunt",
    body: [
      "Sign in with a hunter account, open the hunt you want and start a booking. On the booking page, enter the hunter's full name and phone number and an emergency contact with their phone, add any special requirements, and accept the Terms and Conditions and Cancellation Policy.",
      "The payment form then appears with your booking summary: you pay the hunt's current price, with any discount already applied, by card with Confirm Booking & Pay. Ridgeline does not add a booking fee for hunters: the amount on the page is exactly what is charged. When the site runs without a live payment provider the form is marked \u201cTest mode \u2014 no card is charged\u201d and no money moves.",
      "Your booking shows as Pending Approval until the outfitter accepts it. Every booking is subject to the outfitter's approval and to weather and field conditions. You and the outfitter both receive a confirmation e-mail.",
    ],
  },
  {
    id: "cancellation",
    categoryId: "booking-hunts",
    title: "Cancellation policy",
    body: [
      `Each hunt has one of three cancellation policies, shown on its page and on the booking page, and it is part of what you agree to when you book. Flexible: full refund up to ${CANCELLATION_NOTICE_DAYS} days before the trip starts, none after. Moderate: full refund up to 60 days before, 50% up to ${CANCELLATION_NOTICE_DAYS} days before, none after. Strict: the deposit you pay by card when booking (the hunt's share of the total, shown on its page: 25%, 50%, 75% or the whole price) is never refunded; anything paid above it is refunded up to 60 days before.`,
      "To cancel, open My Bookings on your dashboard and choose Cancel. Before you confirm, the page tells you what you will get back (\u201cYou will be refunded $X of $Y\u201d), worked out from the policy and the days left before your departure; the refund goes back to your card. A booking the outfitter has not accepted yet is refunded in full. Once the trip has started it can no longer be cancelled.",
      "If the outfitter cancels your booking, for example because of weather or unsafe conditions, you are refunded in full, whatever the policy.",
      "Platform fees paid to Ridgeline are never refundable. Hunters pay no platform fee on a booking, so this only affects the fees outfitters pay us.",
    ],
  },
  { id: "booking-status", categoryId: "booking-hunts", title: "Booking status explained" },
  { id: "claim-booking", categoryId: "booking-hunts", title: "Claiming a booking made directly with an outfitter" },

  {
    id: "payment-methods",
    categoryId: "payments-billing",
    title: "Payment methods we accept",
    body: [
      "Hunts are paid by credit or debit card on the booking page. Card details go straight to our payment processor, Stripe; Ridgeline never sees or stores your full card number. All prices are in US dollars.",
      `Outfitters pay their monthly commission either by card, through PayPal, with a ${CARD_FEE} card convenience fee added, or by mailed check to our Alaska PO Box at no extra cost.`,
    ],
  },
  {
    id: "fees",
    categoryId: "payments-billing",
    title: "Understanding fees",
    body: [
      "Hunters pay the listed price of the hunt, after any discount, and nothing more: there is no Ridgeline booking fee for hunters.",
      `Outfitters pay Ridgeline a ${COMMISSION_RATE} service fee (commission) on each confirmed booking, calculated per person: ${COMMISSION_RATE} of the hunt price times the number of hunters. If a hunt was cancelled and only a partial deposit was kept, the ${COMMISSION_RATE} applies to the deposit the outfitter kept.`,
      `Commission is due within ${PAYMENT_DUE_DAYS} days of submitting the monthly booking report. Paying by card adds a ${CARD_FEE} card convenience fee; paying by check adds nothing.`,
    ],
  },
  { id: "refund-requests", categoryId: "payments-billing", title: "Requesting a refund" },
  { id: "receipts", categoryId: "payments-billing", title: "Receipts and payment history" },

  {
    id: "messaging",
    categoryId: "communication",
    title: "Messaging outfitters",
    body: [
      "Messages keeps every conversation on Ridgeline in one place. Hunters can message any outfitter and our admin team, so ask about dates, licences, gear or lodging before you book. Use Message Outfitter on a hunt or outfitter page to start.",
      "Outfitters can message the admin team and reply to hunters who wrote to them first; they cannot start a conversation with a hunter. The admin team can message everyone.",
      "When you receive a message we also send you an e-mail with a short preview, so you will not miss an answer while you are away from the site.",
    ],
  },
  {
    id: "contact-support",
    categoryId: "communication",
    title: "Contacting Ridgeline support",
    body: [
      "Signed in? Press Contact Support on this page to open a conversation with our admin team in Messages.",
      `You can also use the Contact Us form or e-mail us. We answer within ${CONTACT_REPLY_HOURS} hours, and our team in Alaska is available ${BUSINESS_HOURS}.`,
    ],
  },
  { id: "email-notifications", categoryId: "communication", title: "E-mail notifications" },
  {
    id: "reviews",
    categoryId: "communication",
    title: "Writing reviews",
    body: [
      "After your hunt, share your experience by reviewing the hunt, the outfitter, or both. Choose a rating from 1 to 5 stars and write at least " +
        `${REVIEW_MIN_LENGTH} characters about what went well and what could be better. If you booked that hunt through Ridgeline, pick the booking you are reviewing.`,
      "Every review is read by our admin team before it is published, to keep out spam and personal attacks. Once approved it appears on the hunt or outfitter page and counts toward the outfitter's rating.",
    ],
  },

  {
    id: "reset-password",
    categoryId: "account-security",
    title: "Resetting your password",
    body: [
      "Choose Sign In, then Forgot password, and enter the e-mail address of your account. If an account exists for that address, we e-mail you a reset link.",
      `The link is valid for ${hours(RESET_LINK_VALID_HOURS)} and works once. Open it, enter your new password twice (at least ${MIN_PASSWORD_LENGTH} characters) and sign in with it. If the link has expired, simply request a new one.`,
    ],
  },
  { id: "update-profile", categoryId: "account-security", title: "Updating your profile" },
  { id: "security-tips", categoryId: "account-security", title: "Keeping your account secure" },
  { id: "close-account", categoryId: "account-security", title: "Closing your account" },

  {
    id: "become-outfitter",
    categoryId: "for-outfitters",
    title: "Becoming a Ridgeline outfitter",
    body: [
      "Choose Join as Outfitter, fill in your details and your website, and accept the Terms of Service, including the outfitter service fee and the monthly report.",
      `Our team reviews every application; approval takes ${OUTFITTER_APPROVAL_TIME}. Once approved you can list hunts with up to ${MAX_HUNT_PHOTOS} photos and a video, answer bookings and booking claims, and message hunters who contact you.`,
    ],
  },
  {
    id: "monthly-report",
    categoryId: "for-outfitters",
    title: "Monthly booking reports",
    body: [
      `On the ${ordinal(QUESTIONNAIRE_SEND_DAY)} of every month we ask each outfitter for a short booking report on the month before: whether you had clients from Ridgeline, their names and dates, any partial deposits, and how you will pay the commission.`,
      `The report is due within ${REPORT_DUE_DAYS} days, by the ${ordinal(REPORT_DUE_DAYS)}. From the ${ordinal(REPORT_OVERDUE_DAY)} the reminder on your dashboard turns red as overdue, and an account with an outstanding report may be paused until it is submitted.`,
    ],
  },
  {
    id: "commission-payments",
    categoryId: "for-outfitters",
    title: "Paying your commission",
    body: [
      `Ridgeline's service fee is ${COMMISSION_RATE} of each confirmed booking, per person. Accepted bookings and accepted booking claims add the commission to your balance, which you can see on your dashboard.`,
      `Payment is due within ${PAYMENT_DUE_DAYS} days of submitting your monthly report. Pay by card (a ${CARD_FEE} card convenience fee is added) or mail a check to the PO Box shown in the payment dialog.`,
    ],
  },
  { id: "manage-listings", categoryId: "for-outfitters", title: "Managing your hunt listings" },
];

export const POPULAR_ARTICLE_IDS = ["book-hunt", "cancellation", "fees", "messaging", "reset-password", "become-outfitter"] as const;

export function articlesIn(categoryId: HelpCategoryId): HelpArticle[] {
  return HELP_ARTICLES.filter((a) => a.categoryId === categoryId);
}

export function popularArticles(): HelpArticle[] {
  return POPULAR_ARTICLE_IDS.map((id) => HELP_ARTICLES.find((a) => a.id === id)!);
}

export function categoryTitle(id: HelpCategoryId): string {
  return HELP_CATEGORIES.find((c) => c.id === id)!.title;
}
