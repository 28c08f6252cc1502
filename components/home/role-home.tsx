import { Spinner } from "@/components/ui/spinner";
import { RoleDashboard } from "./role-dashboard";

/**
 * `/` for a reader with a session cookie: the role's dashboard, or the landing page after all. The
 * spinner is rendered here, on the server, so the page's JavaScript carries no UI kit for it.
 */
export function RoleHome({ landing }: { landing: React.ReactNode }) {
  return (
    <RoleDashboard
      landing={landing}
      loading={
        <div className="flex min-h-[60vh] items-center justify-center">
          <Spinner className="size-8" />
        </div>
      }
    />
  );
}
