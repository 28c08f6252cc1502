import { createHmac, randomBytes } from "node:crypto";

/**
 * Signs a delivery the way Resend (through svix) does: `whsec_` + base64 key; the signature header
 * is `v1,` + base64 HMAC-SHA256 of `${svix-id}.${svix-timestamp}.${body}` with the decoded key.
 * Written from svix's manual-verification page, independently of the SDK the app verifies with.
 */
export function resendWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

export function signResendDelivery(secret: string, body: string, opts: { id?: string; at?: Date } = {}): Record<string, string> {
  const id = opts.id ?? `msg_${randomBytes(8).toString("hex")}`;
  const timestamp = String(Math.floor((opts.at ?? new Date()).getTime() / 1000));
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "svix-id": id, "svix-timestamp": timestamp, "svix-signature": `v1,${signature}` };
}

export function bounceEvent(to: string[], bounceType: "Permanent" | "Transient" | "Undetermined" = "Permanent") {
  return {
    type: "email.bounced",
    created_at: new Date().toISOString(),
    data: {
      created_at: new Date().toISOString(),
      email_id: `em_${randomBytes(6).toString("hex")}`,
      message_id: "<m@ridgeline.test>",
      from: "Ridgeline <no-reply@ridgeline.test>",
      to,
      subject: "New hunts for your saved search",
      bounce: {
        type: bounceType,
        subType: bounceType === "Permanent" ? "General" : "MailboxFull",
        message: "The recipient's mailbox does not exist",
      },
    },
  };
}
