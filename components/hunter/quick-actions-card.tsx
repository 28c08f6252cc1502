import Link from "next/link";
import { ChevronRight, Compass, SlidersHorizontal, UserRound } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const ACTIONS = [
  { href: "/browse-hunts", label: "Browse Hunts", icon: Compass },
  { href: "/advanced-search", label: "Advanced Search", icon: SlidersHorizontal },
  { href: "/profile", label: "Edit Profile", icon: UserRound },
];

/** Quick Actions (spec 000 §2). */
export function QuickActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <nav aria-label="Quick actions" className="grid gap-2">
          {ACTIONS.map((a) => (
            <Link
              key={a.href}
              href={a.href}
              className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 text-sm font-medium transition-colors duration-150 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <a.icon aria-hidden className="size-4 text-primary" />
              {a.label}
              <ChevronRight aria-hidden className="ml-auto size-4 text-muted-foreground" />
            </Link>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
}
