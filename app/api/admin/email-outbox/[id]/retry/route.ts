// POST /api/admin/email-outbox/{id}/retry — send a failed e-mail again (admin).
import { retryFailedEmail } from "@/lib/admin/email-test";
import { idParam, route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, params }) => retryFailedEmail(user, idParam(params.id, "E-mail not found")));
