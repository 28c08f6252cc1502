"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { sendMessageSchema } from "./schema";
import { markConversationRead, sendMessage } from "./service";

/** The composer's Send (POST /api/messages's twin): any signed-in user, a paused outfitter too (to settle the pause); rate limited. */
export const sendMessageAction = action(
  { name: "messages.send", auth: "user", paused: "allow", schema: sendMessageSchema },
  async ({ user, input }) => sendMessage(user, input),
);

const partnerSchema = z.object({
  partnerId: recordId("User not found"),
});

/** Opening a conversation marks the partner's messages read (POST /api/messages/conversation/{userId}/read's twin). */
export const markConversationReadAction = action(
  { name: "messages.markRead", auth: "user", paused: "allow", schema: partnerSchema },
  async ({ user, input }) => markConversationRead(user, input.partnerId),
);
