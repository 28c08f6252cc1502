import { adminBroadcast } from "./admin-broadcast";
import { bookingAccepted } from "./booking-accepted";
import { bookingCancelled } from "./booking-cancelled";
import { bookingCancelledOutfitter } from "./booking-cancelled-outfitter";
import { bookingClaim } from "./booking-claim";
import { bookingCompleted } from "./booking-completed";
import { bookingConfirmation } from "./booking-confirmation";
import { bookingDenied } from "./booking-denied";
import { tagDrawNotice } from "./tag-draw-notice";
import { balanceNotice } from "./balance-notice";
import { bookingExpired } from "./booking-expired";
import { bookingExpiredOutfitter } from "./booking-expired-outfitter";
import { bookingNew } from "./booking-new";
import { bookingPaymentRefunded } from "./booking-payment-refunded";
import { bookingRefunded } from "./booking-refunded";
import { claimAccepted } from "./claim-accepted";
import { claimDenied } from "./claim-denied";
import { commissionPayment } from "./commission-payment";
import { commissionPaymentReminder } from "./commission-payment-reminder";
import { contactMessage } from "./contact-message";
import { credentialDecided } from "./credential-decided";
import { credentialExpiring } from "./credential-expiring";
import type { EmailDefinition, EmailTemplate } from "./define";
import { emailChanged } from "./email-changed";
import { dataExportReady } from "./data-export-ready";
import { monthlyReportPrompt } from "./monthly-report-prompt";
import { monthlyReportReminder } from "./monthly-report-reminder";
import { newMessage } from "./new-message";
import { outfitterApplication } from "./outfitter-application";
import { outfitterApplicationRejected } from "./outfitter-application-rejected";
import { outfitterApprovalWithdrawn } from "./outfitter-approval-withdrawn";
import { outfitterApproved } from "./outfitter-approved";
import { outfitterPaused } from "./outfitter-paused";
import { outfitterReactivated } from "./outfitter-reactivated";
import { passwordReset } from "./password-reset";
import { paymentConfirmation } from "./payment-confirmation";
import { registrationAttempt } from "./registration-attempt";
import { reviewApproved } from "./review-approved";
import { reviewRejected } from "./review-rejected";
import { savedSearchAlert } from "./saved-search-alert";
import { priceDropAlert } from "./price-drop-alert";
import { testEmail } from "./test-email";
import { waitlistOffer } from "./waitlist-offer";
import { partyInvitation } from "./party-invitation";
import { partyShareLapsed } from "./party-share-lapsed";
import { welcome } from "./welcome";

export type { EmailTemplate } from "./define";
export {
  adminBroadcast,
  bookingAccepted,
  bookingCancelled,
  bookingCancelledOutfitter,
  bookingClaim,
  bookingCompleted,
  bookingConfirmation,
  bookingDenied,
  tagDrawNotice,
  balanceNotice,
  bookingExpired,
  bookingExpiredOutfitter,
  bookingNew,
  bookingPaymentRefunded,
  bookingRefunded,
  claimAccepted,
  claimDenied,
  commissionPayment,
  commissionPaymentReminder,
  contactMessage,
  credentialDecided,
  credentialExpiring,
  emailChanged,
  dataExportReady,
  monthlyReportPrompt,
  monthlyReportReminder,
  newMessage,
  outfitterApplication,
  outfitterApplicationRejected,
  outfitterApprovalWithdrawn,
  outfitterApproved,
  outfitterPaused,
  outfitterReactivated,
  passwordReset,
  paymentConfirmation,
  registrationAttempt,
  reviewApproved,
  reviewRejected,
  savedSearchAlert,
  priceDropAlert,
  testEmail,
  waitlistOffer,
  partyInvitation,
  partyShareLapsed,
  welcome,
};

export type EmailRegistryEntry = {
  name: string;
  description: string;
  sample: () => EmailTemplate;
  /** What /email-test and the tests look for. */
  heading: string;
  actionUrl: string;
};

function entry<P extends object>(d: EmailDefinition<P>): EmailRegistryEntry {
  return {
    name: d.name,
    description: d.description,
    sample: () => d.build(d.sample),
    heading: d.heading(d.sample),
    actionUrl: d.action(d.sample).url,
  };
}

/** A template missing here is missing from /email-test and from the test that renders them all and checks each is sent under its name. */
export const EMAIL_TEMPLATES: readonly EmailRegistryEntry[] = [
  entry(welcome),
  entry(outfitterApplication),
  entry(registrationAttempt),
  entry(passwordReset),
  entry(emailChanged),
  entry(dataExportReady),
  entry(bookingConfirmation),
  entry(partyInvitation),
  entry(partyShareLapsed),
  entry(paymentConfirmation),
  entry(bookingNew),
  entry(bookingAccepted),
  entry(bookingDenied),
  entry(bookingCancelled),
  entry(bookingCancelledOutfitter),
  entry(bookingCompleted),
  entry(bookingPaymentRefunded),
  entry(bookingRefunded),
  entry(bookingExpired),
  entry(bookingExpiredOutfitter),
  entry(newMessage),
  entry(bookingClaim),
  entry(claimAccepted),
  entry(claimDenied),
  entry(reviewApproved),
  entry(reviewRejected),
  entry(commissionPayment),
  entry(commissionPaymentReminder),
  entry(monthlyReportPrompt),
  entry(monthlyReportReminder),
  entry(outfitterApproved),
  entry(outfitterApprovalWithdrawn),
  entry(outfitterApplicationRejected),
  entry(outfitterPaused),
  entry(outfitterReactivated),
  entry(adminBroadcast),
  entry(tagDrawNotice),
  entry(balanceNotice),
  entry(contactMessage),
  entry(credentialDecided),
  entry(credentialExpiring),
  entry(savedSearchAlert),
  entry(priceDropAlert),
  entry(waitlistOffer),
  entry(testEmail),
];

export const emailTemplateNamed = (name: string) => EMAIL_TEMPLATES.find((t) => t.name === name);

export const REGISTRATION_ATTEMPT_TEMPLATE = registrationAttempt.name;

export const passwordResetEmail = (firstName: string, resetUrl: string) => passwordReset.build({ firstName, resetUrl });

export function welcomeEmail(firstName: string, role: "hunter" | "outfitter" | "admin", appUrl: string): EmailTemplate {
  return role === "outfitter"
    ? outfitterApplication.build({ firstName, dashboardUrl: `${appUrl}/outfitter-dashboard` })
    : welcome.build({ firstName, browseUrl: `${appUrl}/browse-hunts` });
}

export const registrationAttemptEmail = (firstName: string, appUrl: string) =>
  registrationAttempt.build({ firstName, signInUrl: `${appUrl}/?login=true` });
