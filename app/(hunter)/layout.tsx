import { HunterGate } from "@/components/layout/area-gates";
import { AreaLayout } from "@/components/query/area-layout";

/**
 * The hunter's pages (/hunter-dashboard, /booking/{huntId}): visitors go to the sign-in dialog
 * (middleware.ts already sends them there from /booking); other roles are told the spec's
 * 'Only hunters can book hunts' with a way home. Each page repeats the gate (a client navigation
 * may render it without this layout); the services behind it check the hunter again.
 */
export default function HunterArea({ children }: { children: React.ReactNode }) {
  return (
    <HunterGate>
      <AreaLayout>{children}</AreaLayout>
    </HunterGate>
  );
}
