// GET /api/users/admins — active admins (id, firstName, lastName), first admin first.
import { route } from "@/lib/http/route";
import { listAdmins } from "@/lib/messages/contacts";

export const GET = route({ auth: "public" }, async () => listAdmins());
