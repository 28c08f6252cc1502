// POST /api/admin/email-outbox/{id}/retry — send a failed e-mail again (admin).
import { retryFailedEmail } from "@/lib/admin/email-test";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params }) =>
  retryFailedEmail(user, idParam(params.id, "E-mail not found")),
);
