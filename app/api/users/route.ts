// GET /api/users — every user; admin only.
import { route } from "@/lib/http/route";
import { listAllUsers } from "@/lib/messages/contacts";

export const GET = route({ auth: "admin" }, async ({ user }) => listAllUsers(user));
