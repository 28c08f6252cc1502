// GET /api/admin/commissions — the commission entries, newest first; every one, or a page with limit/cursor (admin only; lib/http/list-page).
import { listCommissions } from "@/lib/money/commission/records";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";
import { adminPageQuerySchema, pagedResponse } from "@/lib/http/list-page";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY, query: adminPageQuerySchema }, async ({ user, query }) => {
  const page = await listCommissions(user, query);
  return pagedResponse("commissions", query, page.rows, page.nextCursor);
});
