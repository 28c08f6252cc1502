// GET /api/admin/email-outbox — the latest e-mails with their delivery status.
import { listOutbox } from "@/lib/admin/email-test";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listOutbox(user));
