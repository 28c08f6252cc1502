"use server";

import { action } from "@/lib/actions/action";
import { sendTemplateTest } from "./template-previews";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";
import { retryFailedEmail, sendTestEmail } from "./diagnostics";
import { retryEmailSchema, templateTestSchema, testEmailSchema } from "./diagnostics-schema";

export const retryEmailAction = action(
  { name: "admin.retryEmail", auth: "admin", roleMessage: ADMIN_ONLY, schema: retryEmailSchema },
  async ({ user, input }) => retryFailedEmail(user, input.id),
);

export const sendTestEmailAction = action(
  { name: "admin.sendTestEmail", auth: "admin", roleMessage: ADMIN_ONLY, schema: testEmailSchema },
  async ({ user, input }) => sendTestEmail(user, input),
);

export const sendTemplateTestAction = action(
  { name: "admin.sendTemplateTest", auth: "admin", roleMessage: ADMIN_ONLY, schema: templateTestSchema },
  async ({ user, input }) => sendTemplateTest(user, input),
);
