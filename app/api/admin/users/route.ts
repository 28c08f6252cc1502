// GET /api/admin/users — the accounts, newest first; with limit/cursor a page, q and role search (admin only; lib/http/list-page).
import { ADMIN_ONLY } from "@/lib/auth/require-admin";
import { adminUsersQuerySchema, pagedResponse } from "@/lib/http/list-page";
import { listUsers } from "@/lib/users/management";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY, query: adminUsersQuerySchema }, async ({ user, query }) => {
  const page = await listUsers(user, query);
  return pagedResponse("users", query, page.rows, page.nextCursor, page.total);
});
