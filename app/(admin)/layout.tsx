import { AdminGate } from "@/components/layout/area-gates";
import { AreaLayout } from "@/components/query/area-layout";

/**
 * The admin's pages (/admin, /admin-dashboard, /questionnaire-reports, the internal tools): anyone
 * but a signed-in, active admin gets Access Denied in the first response. Each page repeats the
 * gate: Next.js renders a page without its layout when a client navigation says the layout is on
 * screen. Every API and service behind these pages checks the admin again, and a page that reads
 * data on the server reads it through a service that does.
 */
export default function AdminArea({ children }: { children: React.ReactNode }) {
  return (
    <AdminGate>
      <AreaLayout>{children}</AreaLayout>
    </AdminGate>
  );
}
