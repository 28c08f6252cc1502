// PUT /api/admin/commissions/{id}/paid — mark one commission paid (once).
import { markCommissionPaid } from "@/lib/money/commission/records";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params }) =>
  markCommissionPaid(user, idParam(params.id, "Commission not found")),
);
