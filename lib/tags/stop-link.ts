import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";
import { siteUrl } from "@/lib/seo/site-url";

// Stateless: the link names the booking and is signed with the app's secret, so it needs no table.
const sign = (bookingId: number) =>
  createHmac("sha256", config().NEXTAUTH_SECRET!).update(`tag-reminders-stop:${bookingId}`).digest("base64url");

export const stopLinkOf = (bookingId: number) => `${siteUrl()}/api/tags/reminders/stop?booking=${bookingId}&sig=${sign(bookingId)}`;

export function validStopSignature(bookingId: number, sig: string): boolean {
  const want = Buffer.from(sign(bookingId));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
