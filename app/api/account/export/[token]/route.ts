// GET /api/account/export/{token} — the e-mailed data file, for its owner only and within 24 h (404 otherwise).
import { route } from "@/lib/http/route";
import { readDataExport } from "@/lib/privacy/export";

export const GET = route({ auth: "user" }, async ({ user, params }) => {
  const file = await readDataExport(user, params.token ?? "");
  return new Response(file.content, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
