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

/** Generic notice used by bookings, payments and messages: a heading, lines and a link. */
export function noticeEmail(template: string, subject: string, heading: string, paragraphs: string[], action?: { label: string; url: string }): EmailTemplate {
  return { template, subject, content: { preview: subject, heading, paragraphs, action } };
}
