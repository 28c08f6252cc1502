// GET /api/admin/bookings — the platform's bookings, newest first; every one, or a page with limit/cursor (admin only; lib/admin/list-page).
import { listAllBookings } from "@/lib/admin/commissions";
import { ADMIN_ONLY } from "@/lib/admin/guard";
import { adminPageQuerySchema, pagedResponse } from "@/lib/admin/list-page";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY, query: adminPageQuerySchema }, async ({ user, query }) => {
  const page = await listAllBookings(user, query);
  return pagedResponse("bookings", query, page.rows, page.nextCursor);
});
