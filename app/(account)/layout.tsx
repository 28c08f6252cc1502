import { AreaLayout } from "@/components/query/area-layout";

/**
 * Pages of any signed-in user (/messages, /profile). No server gate here: the spec gives each
 * its own signed-out answer (the profile's 'Access Denied' with Return to Home, the messages'
 * login prompt), which their client views render; their data comes from APIs that require a
 * session.
 */
export default function AccountArea({ children }: { children: React.ReactNode }) {
  return <AreaLayout>{children}</AreaLayout>;
}
