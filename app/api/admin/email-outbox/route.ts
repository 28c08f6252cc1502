// GET /api/admin/email-outbox — the latest e-mails with their delivery status.
import { listOutbox } from "@/lib/admin/email-test";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listOutbox(user));
