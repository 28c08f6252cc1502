import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { UserRole } from "@/lib/messages/schema";

const LABELS: Record<UserRole, string> = { hunter: "Hunter", outfitter: "Outfitter", admin: "Admin" };
const STYLES: Record<UserRole, string> = {
  hunter: "border-transparent bg-sand text-sand-foreground",
  outfitter: "border-transparent bg-accent text-accent-foreground",
  admin: "border-transparent bg-primary text-primary-foreground",
};

export function RoleBadge({ role, className }: { role: UserRole; className?: string }) {
  return <Badge className={cn(STYLES[role], className)}>{LABELS[role]}</Badge>;
}
