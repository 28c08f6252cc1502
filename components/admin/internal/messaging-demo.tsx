"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, LogIn, XCircle } from "lucide-react";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { refreshCurrentUser } from "@/components/auth/use-current-user";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Card } from "./internal-page";
import { ROLE_HINTS, messagingRefusal } from "@/lib/messages/rules";

type Role = "hunter" | "outfitter" | "admin";

export type SampleAccount = { id: number; email: string; firstName: string; lastName: string; role: Role };
const ROLES: Role[] = ["hunter", "outfitter", "admin"];

export function RoleRules() {
  return (
    <Card title="Messaging rules by role">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {ROLES.map((r) => (
          <li key={r} className="rounded-lg bg-muted/60 p-3">
            <Badge variant="secondary" className="capitalize">
              {r}
            </Badge>
            <p className="mt-2 text-sm">{ROLE_HINTS[r]}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Quick sign-in as a sample account (demo database only). */
export function SampleAccounts({ accounts, password }: { accounts: SampleAccount[]; password: string }) {
  const router = useRouter();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  async function quickLogin(a: SampleAccount) {
    setBusy(a.id);
    try {
      const res = await signIn("credentials", { email: a.email, password, redirect: false });
      if (!res || res.error) {
        toast.error("Login Failed", { description: "Please check your credentials" });
        return;
      }
      qc.clear();
      // The header and the role-dependent views show the account just signed in to.
      await refreshCurrentUser();
      toast.success("Welcome back!", { description: `Signed in as ${a.firstName} (${a.role}).` });
      router.push("/messages");
      router.refresh();
    } catch {
      toast.error("Login Error", { description: "Something went wrong" });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Card title="Sample accounts">
      <p className="mb-3 text-sm text-muted-foreground">
        Demo database only. Every sample account uses the password <code className="rounded bg-muted px-1">{password}</code>.
      </p>
      {accounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sample accounts in this database.</p>
      ) : (
        <ul className="divide-y">
          {accounts.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {a.firstName} {a.lastName}{" "}
                  <Badge variant="outline" className="capitalize">
                    {a.role}
                  </Badge>
                </p>
                <p className="text-sm break-all text-muted-foreground">{a.email}</p>
              </div>
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => quickLogin(a)}>
                <LogIn aria-hidden /> {busy === a.id ? "Signing in..." : `Sign in as ${a.role}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Pick a sender and a recipient role and see whether the message is allowed, and why. */
export function RuleChecker() {
  const [sender, setSender] = useState<Role>("outfitter");
  const [recipient, setRecipient] = useState<Role>("hunter");
  const [wroteFirst, setWroteFirst] = useState(false);
  // The same rule the messages API enforces, for two active, approved accounts.
  const refusal = messagingRefusal(
    { id: 1, role: sender, isActive: true, isApproved: true },
    { id: 2, role: recipient, isActive: true, isApproved: true },
    wroteFirst,
  );
  const result = { allowed: refusal === null, reason: refusal?.message ?? "This message would be delivered." };
  const pick = (id: string, label: string, value: Role, set: (r: Role) => void) => (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => set(v as Role)}>
        <SelectTrigger id={id} className="w-full capitalize">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROLES.map((r) => (
            <SelectItem key={r} value={r} className="capitalize">
              {r}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
  return (
    <Card title="Rule checker">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {pick("rule-sender", "Sender", sender, setSender)}
        {pick("rule-recipient", "Recipient", recipient, setRecipient)}
      </div>
      <div className="mt-4 flex items-center gap-2">
        <Checkbox id="rule-first" checked={wroteFirst} onCheckedChange={(v) => setWroteFirst(v === true)} />
        <Label htmlFor="rule-first">The recipient has already messaged the sender</Label>
      </div>
      <p
        role="status"
        className={`mt-4 flex items-center gap-2 rounded-lg p-3 text-sm ${result.allowed ? "bg-accent text-accent-foreground" : "bg-destructive/10 text-destructive"}`}
      >
        {result.allowed ? <CheckCircle2 aria-hidden className="size-4" /> : <XCircle aria-hidden className="size-4" />}
        <span>
          <strong>{result.allowed ? "Allowed" : "Not allowed"}.</strong> {result.reason}
        </span>
      </p>
    </Card>
  );
}
