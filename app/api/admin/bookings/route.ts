// GET /api/admin/bookings — the platform's bookings, newest first; every one, or a page with limit/cursor (admin only; lib/http/list-page);
// tagStatus=pending|drawn|not_drawn|unconfirmed|disputed keeps those with a hunter in that draw state.
import { listAllBookings } from "@/lib/money/commission/records";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";
import { adminPageQuerySchema, pagedResponse } from "@/lib/http/list-page";
import { route } from "@/lib/http/route";
import { tagStatusQuerySchema } from "@/lib/tags/admin-filter";

export const GET = route(
  { auth: "admin", roleMessage: ADMIN_ONLY, query: adminPageQuerySchema.extend(tagStatusQuerySchema.shape) },
  async ({ user, query }) => {
    const page = await listAllBookings(user, query);
    return pagedResponse("bookings", query, page.rows, page.nextCursor);
  },
);
