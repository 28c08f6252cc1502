// PUT /api/admin/commissions/{id}/paid — mark one commission paid (once).
import { markCommissionPaid } from "@/lib/admin/commissions";
import { idParam, route } from "@/lib/http/route";

export const PUT = route({ auth: "user" }, ({ user, params }) => markCommissionPaid(user, idParam(params.id, "Commission not found")));
