// POST /api/account/export — asks for a copy of the caller's data; a job builds it and e-mails a link valid 24 h (202).
import { json, route } from "@/lib/http/route";
import { requestDataExport } from "@/lib/privacy/export";

export const POST = route({ auth: "user", paused: "allow" }, async ({ user }) => json(await requestDataExport(user), 202));
