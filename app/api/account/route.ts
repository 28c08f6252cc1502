// DELETE /api/account — deletes the caller's own account (anonymised; bookings and payments kept 7 years for accounting); body { password }.
import { route } from "@/lib/http/route";
import { deleteOwnAccount } from "@/lib/privacy/delete-account";
import { ADMIN_ACCOUNT_KEPT } from "@/lib/privacy/messages";
import { accountDeletionSchema } from "@/lib/privacy/schema";

export const DELETE = route(
  { auth: ["hunter", "outfitter"], roleMessage: ADMIN_ACCOUNT_KEPT, body: accountDeletionSchema },
  async ({ user, body }) => deleteOwnAccount(user, body),
);
