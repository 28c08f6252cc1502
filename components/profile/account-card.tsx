import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PublicUser } from "@/lib/users/public-user";
import { formatLongDate } from "@/lib/format/dates";

const ROLE_LABEL: Record<PublicUser["role"], string> = { hunter: "Hunter", outfitter: "Outfitter", admin: "Admin" };

function memberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return "N/A";
  const d = new Date(createdAt);
  if (Number.isNaN(d.getTime())) return "N/A";
  return formatLongDate(d);
}

/** The read-only facts of an account: type, status, approval (outfitters) and member-since date. */
export function AccountCard({ user }: { user: PublicUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <Row label="Account Type">
            <Badge variant="secondary">{ROLE_LABEL[user.role]}</Badge>
          </Row>
          <Row label="Account Status">
            <Badge variant={user.isActive ? "default" : "destructive"}>{user.isActive ? "Active" : "Inactive"}</Badge>
          </Row>
          {user.role === "outfitter" ? (
            <Row label="Approval Status">
              <Badge variant={user.isApproved ? "default" : "accent"}>{user.isApproved ? "Approved" : "Pending Approval"}</Badge>
            </Row>
          ) : null}
          <Row label="Member Since">
            <span className="font-medium">{memberSince(user.createdAt)}</span>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
