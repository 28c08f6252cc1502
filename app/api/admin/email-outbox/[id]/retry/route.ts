// POST /api/admin/email-outbox/{id}/retry — send a failed e-mail again (admin).
import { retryFailedEmail } from "@/lib/email/diagnostics";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params }) =>
  retryFailedEmail(user, idParam(params.id, "E-mail not found")),
);
