"use server";

import { action } from "@/lib/actions/action";
import { retryFailedEmail } from "./email-test";
import { retryEmailSchema } from "./schema";

/** Retry on /email-debug (POST /api/admin/email-outbox/{id}/retry): admins only. */
export const retryEmailAction = action({ name: "admin.retryEmail", auth: "user", schema: retryEmailSchema }, async ({ user, input }) =>
  retryFailedEmail(user, input.id),
);
