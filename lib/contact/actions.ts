"use server";

import { action } from "@/lib/actions/action";
import { clientIp } from "@/lib/http/client-ip";
import { contactSchema } from "./schema";
import { limitContactMessages, submitContactMessage } from "./service";

/** The Contact Us form (POST /api/contact's twin): anyone, rate limited per address. */
export const sendContactMessage = action({ name: "contact.send", auth: "public", schema: contactSchema }, async ({ input, req }) => {
  await limitContactMessages(clientIp(req.headers));
  return submitContactMessage(input);
});
