import type { EmailContent } from "./layout";

export type EmailTemplate = { template: string; subject: string; content: EmailContent };

export function passwordResetEmail(firstName: string, link: string): EmailTemplate {
  return {
    template: "password-reset",
    subject: "Reset your Ridgeline password",
    content: {
      preview: "Reset your Ridgeline password",
      heading: `Hi ${firstName}, reset your password`,
      paragraphs: [
        "We received a request to reset the password of your Ridgeline account.",
        "The link below is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
      ],
      action: { label: "Reset password", url: link },
    },
  };
}

export function welcomeEmail(firstName: string, role: "hunter" | "outfitter" | "admin", appUrl: string): EmailTemplate {
  const outfitter = role === "outfitter";
  return {
    template: "welcome",
    subject: outfitter ? "Your Ridgeline outfitter application" : "Welcome to Ridgeline",
    content: {
      preview: outfitter ? "We received your outfitter application" : "Your Ridgeline account is ready",
      heading: outfitter ? `Thanks for applying, ${firstName}` : `Welcome to Ridgeline, ${firstName}!`,
      paragraphs: outfitter
        ? [
            "Your outfitter application is pending approval. Approval usually takes 24 to 48 hours.",
            "Once approved you can list hunts, answer bookings and claims, and file your monthly booking report.",
          ]
        : ["Your account has been created. Browse hunts from vetted top-tier outfitters, message them and book your next hunt."],
      action: { label: outfitter ? "Open your dashboard" : "Browse hunts", url: appUrl },
    },
  };
}

export const REGISTRATION_ATTEMPT_TEMPLATE = "registration-attempt";

/** Sent to the owner of an address someone tried to register again (registration never says it is taken). */
export function registrationAttemptEmail(firstName: string, appUrl: string): EmailTemplate {
  const subject = "Someone tried to create a Ridgeline account with your e-mail address";
  return {
    template: REGISTRATION_ATTEMPT_TEMPLATE,
    subject,
    content: {
      preview: subject,
      heading: `Hi ${firstName}, you already have an account`,
      paragraphs: [
        "Someone just tried to create a new Ridgeline account with this e-mail address. No new account was created and your account is unchanged.",
        "If it was you, sign in with your existing account, or reset your password from the sign-in dialog if you forgot it. If it wasn't you, you can ignore this e-mail.",
      ],
      action: { label: "Sign in", url: `${appUrl}/?login=true` },
    },
  };
}

/** Generic notice used by bookings, payments and messages: a heading, lines and a link. */
export function noticeEmail(template: string, subject: string, heading: string, paragraphs: string[], action?: { label: string; url: string }): EmailTemplate {
  return { template, subject, content: { preview: subject, heading, paragraphs, action } };
}
