"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useAdminOutfitters } from "./admin-queries";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "./panel";
import { useUserChange } from "./user-management-panel";
import { ApplicationDetails, useCredentialQueue } from "./application-details";

/** Outfitter applications waiting for a decision (not approved, account still open). */
export function OutfitterApprovalsPanel() {
  const { data, isLoading, error } = useAdminOutfitters();
  const change = useUserChange();
  const credentials = useCredentialQueue();
  const pending = (data ?? []).filter((u) => !u.isApproved && u.isActive);
  return (
    <Panel id="outfitter-approvals" title="Outfitter Approvals" description="Approved outfitters can create hunt listings.">
      {isLoading ? (
        <ListSkeleton rows={2} />
      ) : error ? (
        <ErrorState>Failed to fetch users</ErrorState>
      ) : pending.length === 0 ? (
        <EmptyState>No pending approvals</EmptyState>
      ) : (
        <ul className="divide-y">
          {pending.map((u) => {
            const busy = change.isPending && change.variables?.user.id === u.id;
            return (
              <li
                key={u.id}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
                data-testid="pending-outfitter"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {u.firstName} {u.lastName}
                  </p>
                  <ApplicationDetails user={u} credentials={credentials.data} />
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() => change.mutate({ user: u, field: "approval", value: true })}
                    aria-label={`Approve ${u.firstName} ${u.lastName}`}
                  >
                    Approve
                  </Button>
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button size="sm" variant="outline" disabled={busy}>
                        Reject
                      </Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent>
                      <AlertDialogHeader>
                        <AlertDialogTitle>Reject this application?</AlertDialogTitle>
                        <AlertDialogDescription>
                          {u.firstName} {u.lastName} will be told by e-mail and the account will be closed. You can reactivate it later in
                          User Management.
                        </AlertDialogDescription>
                      </AlertDialogHeader>
                      <AlertDialogFooter>
                        <AlertDialogCancel>Cancel</AlertDialogCancel>
                        <AlertDialogAction onClick={() => change.mutate({ user: u, field: "approval", value: false })}>
                          Reject
                        </AlertDialogAction>
                      </AlertDialogFooter>
                    </AlertDialogContent>
                  </AlertDialog>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
