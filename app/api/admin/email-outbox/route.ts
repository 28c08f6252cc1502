// GET /api/admin/email-outbox — the latest e-mails with their delivery status.
import { listOutbox } from "@/lib/email/diagnostics";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listOutbox(user));
