"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { markRead } from "./service";

const notificationSchema = z.object({
  id: z.number({ error: "Notification not found" }).int("Notification not found").positive("Notification not found").max(2_147_483_647, "Notification not found"),
});

/** Opening a notification in the bell marks it read (POST /api/notifications/{id}/read's twin): the caller's own. */
export const markNotificationReadAction = action(
  { name: "notifications.markRead", auth: "user", paused: "allow", schema: notificationSchema },
  async ({ user, input }) => markRead(user, input.id),
);
