// GET /api/users/contacts — the users the caller may write to.
import { route } from "@/lib/http/route";
import { listContacts } from "@/lib/messages/contacts";

export const GET = route({ auth: "user" }, async ({ user }) => listContacts(user));
