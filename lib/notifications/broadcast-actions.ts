"use server";

import { action } from "@/lib/actions/action";
import { sendBroadcast } from "./broadcast";
import { sendNotificationSchema } from "./broadcast-schema";

/** Send Notification on the admin dashboard (POST /api/admin/send-notification's twin): admins only. */
export const sendBroadcastAction = action(
  { name: "admin.broadcast", auth: "admin", schema: sendNotificationSchema },
  async ({ user, input }) => sendBroadcast(user, input),
);
