"use client";

import { callAction } from "@/lib/actions/call";
import { setUserFlagAction } from "@/lib/users/management-actions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Search, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { selectClass } from "@/components/search/select-class";
import { Input } from "@/components/ui/input";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { errorMessage } from "@/lib/api-client";
import type { AdminUser } from "@/lib/users/management";
import { PAYOUT_STATE_LABELS } from "@/lib/money/payouts/state";
import type { PublicUser } from "@/lib/users/public-user";
import { useUserSearch } from "./admin-queries";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "./panel";
import { useDebounced } from "./use-debounced";
import { QUERY_KEYS } from "@/components/query/keys";

type Change = { user: PublicUser; field: "status" | "approval" | "top-tier"; value: boolean };

const DONE: Record<Change["field"], (v: boolean) => string> = {
  status: (v) => (v ? "User activated" : "User deactivated"),
  approval: (v) => (v ? "Outfitter approved" : "Outfitter approval revoked"),
  "top-tier": (v) => (v ? "Top-Tier enabled" : "Top-Tier removed"),
};

/** Sends one flag change and refreshes what depends on it; 'Success' toast or the failure. */
export function useUserChange() {
  const qc = useQueryClient();
  return useMutation({
    // Through setUserFlagAction (PUT /api/admin/users/{id}/{field}'s twin).
    mutationFn: ({ user, field, value }: Change) => callAction(setUserFlagAction, { userId: user.id, field, value }),
    onSuccess: (_d, c) => {
      toast.success("Success", { description: `${DONE[c.field](c.value)}: ${c.user.firstName} ${c.user.lastName}` });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.users });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.revenue });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.outfitters });
    },
    onError: (err) => toast.error("Failed to update user", { description: errorMessage(err, "Please try again.") }),
  });
}

export function outfitterState(u: PublicUser) {
  if (!u.isApproved) return u.isActive ? "Pending Approval" : "Rejected";
  return u.isActive ? "Active" : "Paused";
}

type RowProps = { user: AdminUser; busy: boolean; onChange: (c: Change) => void; onConfirm: (c: Change) => void };

function UserRow({ user, busy, onChange, onConfirm }: RowProps) {
  const isOutfitter = user.role === "outfitter";
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="user-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <span className="truncate">
            {user.firstName} {user.lastName}
          </span>
          <Badge variant="secondary" className="capitalize">
            {user.role}
          </Badge>
          {isOutfitter ? <Badge variant="outline">{outfitterState(user)}</Badge> : null}
          {user.payoutState ? (
            <Badge variant={user.payoutState === "active" ? "secondary" : "outline"} title="Payout account (Stripe Connect)">
              Payouts: {PAYOUT_STATE_LABELS[user.payoutState]}
            </Badge>
          ) : null}
          {!isOutfitter && !user.isActive ? <Badge variant="destructive">Inactive</Badge> : null}
          {user.isTopTier ? <Badge variant="accent">Top-Tier</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
      </div>
      {user.role === "admin" ? (
        <Badge variant="outline" className="gap-1 self-start">
          <ShieldCheck aria-hidden /> Protected
        </Badge>
      ) : (
        <div className="flex flex-wrap gap-2">
          {isOutfitter ? (
            <>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  user.isApproved
                    ? onConfirm({ user, field: "approval", value: false })
                    : onChange({ user, field: "approval", value: true })
                }
              >
                {user.isApproved ? "Revoke approval" : "Approve"}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-pressed={user.isTopTier}
                disabled={busy}
                onClick={() => onChange({ user, field: "top-tier", value: !user.isTopTier })}
              >
                {user.isTopTier ? "Remove Top-Tier" : "Make Top-Tier"}
              </Button>
            </>
          ) : null}
          <Button
            size="sm"
            variant={user.isActive ? "destructive" : "default"}
            disabled={busy}
            onClick={() =>
              user.isActive ? onConfirm({ user, field: "status", value: false }) : onChange({ user, field: "status", value: true })
            }
          >
            {user.isActive ? "Deactivate" : "Activate"}
          </Button>
        </div>
      )}
    </li>
  );
}

const CONFIRM = {
  status: {
    title: (name: string) => `Deactivate ${name}?`,
    text: (u: PublicUser) =>
      u.role === "outfitter" && u.isApproved
        ? "The account is paused: its hunts leave the site until it is activated again."
        : "They can no longer sign in until the account is activated again.",
    action: "Deactivate",
  },
  approval: {
    title: (name: string) => `Revoke the approval of ${name}?`,
    text: () => "Their hunts leave the site, and they are told by e-mail that the approval was withdrawn.",
    action: "Revoke approval",
  },
} as const;

function ConfirmChangeDialog({
  change,
  onCancel,
  onConfirm,
}: {
  change: Change | null;
  onCancel: () => void;
  onConfirm: (c: Change) => void;
}) {
  const copy = change && change.field !== "top-tier" ? CONFIRM[change.field] : null;
  const name = change ? `${change.user.firstName} ${change.user.lastName}` : "";
  return (
    <AlertDialog open={copy !== null} onOpenChange={(o) => (!o ? onCancel() : undefined)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{copy?.title(name)}</AlertDialogTitle>
          <AlertDialogDescription>
            {change?.user.email} · {change ? copy?.text(change.user) : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive text-white hover:bg-destructive/90" onClick={() => change && onConfirm(change)}>
            {copy?.action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * Search users by name or e-mail (on the server, 25 at a time, "Show more" for the next);
 * activate/deactivate non-admins, approve/reject and Top-Tier outfitters.
 */
export function UserManagementPanel() {
  const [q, setQ] = useState("");
  const [role, setRole] = useState("");
  const [status, setStatus] = useState("");
  const term = useDebounced(q.trim());
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useUserSearch(term, role, status);
  const change = useUserChange();
  // Deactivating an account and revoking an approval are asked first, naming the account.
  const [confirming, setConfirming] = useState<Change | null>(null);
  const shown = data?.pages.flatMap((p) => p.users) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  return (
    <Panel id="user-management" title="User Management" description="Activate accounts, approve outfitters and manage Top-Tier status.">
      <div className="relative mb-2">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          aria-label="Search users by name or email"
          placeholder="Search by name or email..."
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="pl-9"
        />
      </div>
      {/* A list of thousands is found by role and status, not scrolled. */}
      <div className="mb-2 grid grid-cols-2 gap-2">
        <select aria-label="Filter by role" value={role} onChange={(e) => setRole(e.target.value)} className={selectClass}>
          <option value="">All roles</option>
          <option value="hunter">Hunters</option>
          <option value="outfitter">Outfitters</option>
          <option value="admin">Admins</option>
        </select>
        <select aria-label="Filter by status" value={status} onChange={(e) => setStatus(e.target.value)} className={selectClass}>
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
          <option value="awaiting-approval">Awaiting approval</option>
        </select>
      </div>
      {isLoading ? (
        <ListSkeleton />
      ) : error ? (
        <ErrorState>Failed to fetch users</ErrorState>
      ) : shown.length === 0 ? (
        <EmptyState>No users found</EmptyState>
      ) : (
        <>
          <ul className="divide-y">
            {shown.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                busy={change.isPending && change.variables?.user.id === u.id}
                onChange={(c) => change.mutate(c)}
                onConfirm={setConfirming}
              />
            ))}
          </ul>
          <div className="flex items-center justify-between gap-3 pt-3 text-sm text-muted-foreground">
            <span data-testid="user-count">
              Showing {shown.length} of {total}
            </span>
            {hasNextPage ? (
              <Button variant="outline" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? "Loading..." : "Show more"}
              </Button>
            ) : null}
          </div>
        </>
      )}
      <ConfirmChangeDialog
        change={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(c) => (setConfirming(null), change.mutate(c))}
      />
    </Panel>
  );
}
