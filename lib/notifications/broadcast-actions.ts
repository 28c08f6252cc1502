"use server";

import { action } from "@/lib/actions/action";
import { sendBroadcast } from "./broadcast";
import { sendNotificationSchema } from "./broadcast-schema";

export const sendBroadcastAction = action(
  { name: "admin.broadcast", auth: "admin", schema: sendNotificationSchema },
  async ({ user, input }) => sendBroadcast(user, input),
);
