"use server";

import { action } from "@/lib/actions/action";
import { deleteOwnAccount } from "./delete-account";
import { requestDataExport } from "./export";
import { ADMIN_ACCOUNT_KEPT } from "./messages";
import { accountDeletionSchema, dataExportRequestSchema } from "./schema";

/** "Download my data" (POST /api/account/export's twin). */
export const requestDataExportAction = action(
  { name: "privacy.requestExport", auth: "user", paused: "allow", schema: dataExportRequestSchema },
  async ({ user }) => requestDataExport(user),
);

/** "Delete my account" (DELETE /api/account's twin); the client then signs out. */
export const deleteOwnAccountAction = action(
  { name: "privacy.deleteAccount", auth: ["hunter", "outfitter"], roleMessage: ADMIN_ACCOUNT_KEPT, schema: accountDeletionSchema },
  async ({ user, input }) => deleteOwnAccount(user, input),
);
