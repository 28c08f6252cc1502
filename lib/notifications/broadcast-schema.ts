import { z } from "zod";
import { singleLine } from "@/lib/http/single-line";

/** Send Notification on the admin dashboard (POST /api/admin/send-notification and its server action). */
export const MISSING_NOTIFICATION_FIELDS = "Missing Information - Please fill in both subject and message.";
export const AUDIENCES = ["all", "hunters", "outfitters"] as const;
export type Audience = (typeof AUDIENCES)[number];
export const sendNotificationSchema = z.object({
  subject: singleLine(
    z.string({ error: MISSING_NOTIFICATION_FIELDS }).trim().min(1, MISSING_NOTIFICATION_FIELDS).max(200, "Subject is too long"),
    "Subject",
  ),
  message: z.string({ error: MISSING_NOTIFICATION_FIELDS }).trim().min(1, MISSING_NOTIFICATION_FIELDS).max(5000, "Message is too long"),
  audience: z.enum(AUDIENCES, { error: "Audience must be all, hunters or outfitters" }).default("all"),
  /**
   * Optional (an API client may leave it out): the same key sent again answers the first send's
   * result and sends nothing, so a retry after a lost answer does not reach everyone twice.
   */
  idempotencyKey: z.string().trim().min(8, "Idempotency key is too short").max(100, "Idempotency key is too long").optional(),
});
export type SendNotificationInput = z.output<typeof sendNotificationSchema>;
