"use server";

import { action } from "@/lib/actions/action";
import { sendTemplateTest } from "./template-previews";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";
import { retryFailedEmail, sendTestEmail } from "./diagnostics";
import { updatePlatformSwitches } from "@/lib/platform/switches";
import { platformSwitchesSchema, retryEmailSchema, templateTestSchema, testEmailSchema } from "@/lib/platform/admin-schema";

/** Retry on /email-debug (POST /api/admin/email-outbox/{id}/retry): admins only. */
export const retryEmailAction = action(
  { name: "admin.retryEmail", auth: "admin", roleMessage: ADMIN_ONLY, schema: retryEmailSchema },
  async ({ user, input }) => retryFailedEmail(user, input.id),
);

/**
 * Send Test Email on /email-test and /email-debug (POST /api/admin/email-test): admins only. The
 * schema only trims and fills the defaults, so the service parsing it again changes nothing.
 */
export const sendTestEmailAction = action(
  { name: "admin.sendTestEmail", auth: "admin", roleMessage: ADMIN_ONLY, schema: testEmailSchema },
  async ({ user, input }) => sendTestEmail(user, input),
);

/** Send on /email-test: one template with its sample props to an address (admins only). */
export const sendTemplateTestAction = action(
  { name: "admin.sendTemplateTest", auth: "admin", roleMessage: ADMIN_ONLY, schema: templateTestSchema },
  async ({ user, input }) => sendTemplateTest(user, input),
);

/** The Settings dialog's "Collect commission at booking" switch (PUT /api/admin/settings): admins only. */
export const updatePlatformSwitchesAction = action(
  { name: "admin.updatePlatformSwitches", auth: "admin", roleMessage: ADMIN_ONLY, schema: platformSwitchesSchema },
  async ({ user, input }) => updatePlatformSwitches(user, input),
);
