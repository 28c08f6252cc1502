"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { sendMessageSchema } from "./schema";
import { markConversationRead, sendMessage } from "./service";

// A paused outfitter may send too: messaging the admin is how a pause is settled.
export const sendMessageAction = action(
  { name: "messages.send", auth: "user", paused: "allow", schema: sendMessageSchema },
  async ({ user, input }) => sendMessage(user, input),
);

const partnerSchema = z.object({
  partnerId: recordId("User not found"),
});

export const markConversationReadAction = action(
  { name: "messages.markRead", auth: "user", paused: "allow", schema: partnerSchema },
  async ({ user, input }) => markConversationRead(user, input.partnerId),
);
