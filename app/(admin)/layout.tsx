import { AccessDenied } from "@/components/admin/access-denied";
import { pageUser } from "@/lib/http/page-door";
import { AreaLayout } from "@/components/query/area-layout";

/**
 * The admin's pages (/admin, /admin-dashboard, /questionnaire-reports, the internal tools): anyone
 * but a signed-in, active admin gets Access Denied in the first response. This is the page's
 * gate, not the data's: Next.js may render a page without re-rendering its layout, so every API
 * and service behind these pages checks the admin again, and a page that reads data on the
 * server reads it through a service that does.
 */
export default async function AdminArea({ children }: { children: React.ReactNode }) {
  if (!(await pageUser("admin"))) return <AccessDenied />;
  return <AreaLayout>{children}</AreaLayout>;
}
