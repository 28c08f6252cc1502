import { QueryProvider } from "./query-provider";

/**
 * Layout of every signed-in area (dashboards, messages, profile, booking …): their client
 * components fetch with React Query, which public pages do not download.
 */
export function AreaLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
