import "server-only";
import { Webhook } from "standardwebhooks";
import { db } from "@/db";
import { emailBounces } from "@/db/schema";
import { config } from "@/lib/config";
import { badRequest, notFound } from "@/lib/http/errors";

export const RESEND_WEBHOOK_OFF = "Resend webhooks are not configured";
export const INVALID_SIGNATURE = "Invalid webhook signature";

type SvixHeaders = { get(name: string): string | null };
type Delivery = { type?: unknown; data?: { to?: unknown; bounce?: { type?: unknown; subType?: unknown; message?: unknown } } };

/** The addresses of a verified event to stop sending to, with why; a transient bounce (mailbox full, greylisting) is none. */
function suppressed(event: Delivery): { emails: string[]; reason: string } | null {
  const to = Array.isArray(event.data?.to) ? event.data.to.filter((x): x is string => typeof x === "string") : [];
  const emails = [...new Set(to.map((e) => e.trim().toLowerCase()).filter((e) => e.includes("@") && e.length <= 320))];
  if (emails.length === 0) return null;
  if (event.type === "email.complained") return { emails, reason: "complaint" };
  if (event.type !== "email.bounced") return null;
  const b = event.data?.bounce ?? {};
  if (b.type === "Transient") return null;
  const reason = [b.type, b.subType, b.message].filter((x) => typeof x === "string" && x).join(": ");
  return { emails, reason: reason.slice(0, 500) || "bounce" };
}

/**
 * Resend's delivery events (svix-signed over the raw body: svix-id, svix-timestamp, svix-signature,
 * checked as the SDK's webhooks.verify checks it, which also refuses a timestamp more than 5 minutes off). A bounce or
 * complaint puts its addresses in email_bounces; a redelivery (same svix-id) or a second bounce of
 * the same address changes nothing (the first bounce is kept).
 */
export async function handleResendWebhook(
  rawBody: string,
  headers: SvixHeaders,
): Promise<{ received: true; type: string; recorded: number }> {
  const secret = config().RESEND_WEBHOOK_SECRET;
  if (!secret) throw notFound(RESEND_WEBHOOK_OFF);
  const id = headers.get("svix-id");
  const timestamp = headers.get("svix-timestamp");
  const signature = headers.get("svix-signature");
  if (!id || !timestamp || !signature) throw badRequest(INVALID_SIGNATURE);
  let event: Delivery;
  try {
    // What the Resend SDK's webhooks.verify calls (svix's scheme is Standard Webhooks' with svix- headers).
    event = new Webhook(secret).verify(rawBody, {
      "webhook-id": id,
      "webhook-timestamp": timestamp,
      "webhook-signature": signature,
    }) as Delivery;
  } catch {
    throw badRequest(INVALID_SIGNATURE);
  }
  const type = typeof event?.type === "string" ? event.type : "unknown";
  const s = suppressed(event ?? {});
  if (!s) return { received: true, type, recorded: 0 };
  const rows = await db
    .insert(emailBounces)
    .values(s.emails.map((email) => ({ email, reason: s.reason })))
    .onConflictDoNothing({ target: emailBounces.email })
    .returning({ email: emailBounces.email });
  return { received: true, type, recorded: rows.length };
}
