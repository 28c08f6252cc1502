// GET /api/outfitter/financial-report?year=&format=csv — the outfitter's month-by-month statement (JSON or CSV download).
import { route } from "@/lib/http/route";
import { financialStatement, statementCsv, statementQuery } from "@/lib/reports/financial-statement";

export const GET = route({ auth: "outfitter", query: statementQuery }, async ({ user, query }) => {
  const year = query.year ?? new Date().getUTCFullYear();
  const statement = await financialStatement(user, year);
  if (query.format !== "csv") return statement;
  return new Response(statementCsv(statement), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="ridgeline-statement-${year}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
