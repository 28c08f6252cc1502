"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { markRead } from "./service";

const notificationSchema = z.object({
  id: recordId("Notification not found"),
});

/** Opening a notification in the bell marks it read: the caller's own only. */
export const markNotificationReadAction = action(
  { name: "notifications.markRead", auth: "user", paused: "allow", schema: notificationSchema },
  async ({ user, input }) => markRead(user, input.id),
);
