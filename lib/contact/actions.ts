"use server";

import { action } from "@/lib/actions/action";
import { clientIp } from "@/lib/http/client-ip";
import { contactSchema } from "./schema";
import { limitContactMessages, submitContactMessage } from "./service";

export const sendContactMessage = action({ name: "contact.send", auth: "public", schema: contactSchema }, async ({ input, req }) => {
  await limitContactMessages(clientIp(req.headers));
  return submitContactMessage(input);
});
