// GET /api/users/admins — the admins a signed-in user can message: [{ id, firstName, lastName }], first admin first.
import { route } from "@/lib/http/route";
import { listAdmins } from "@/lib/users/admins";

export const GET = route({ auth: "user" }, async () => listAdmins());
