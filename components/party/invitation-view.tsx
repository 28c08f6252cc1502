"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { callAction } from "@/lib/actions/call";
import { api } from "@/lib/api-client";
import { acceptInvitationAction } from "@/lib/party/actions";
import { formatDateTime } from "@/lib/format/dates";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { PublicInvitation } from "@/lib/party/service";

/** /party/join/{token}: what the invitation is for; sign in or register, then take the place and go on to the party page. */
export function InvitationView({ token }: { token: string }) {
  const router = useRouter();
  const { data: user, isLoading } = useCurrentUser();
  const { openDialog } = useAuthDialog();
  const [busy, setBusy] = useState(false);
  const invite = useQuery<PublicInvitation, Error>({
    queryKey: ["/api/party/invitations", token, user?.id ?? null],
    queryFn: () => api.get<PublicInvitation>(`/api/party/invitations/${token}`),
    enabled: !isLoading,
    retry: false,
  });
  const here = `/party/join/${token}`;
  const accept = async (bookingId: number) => {
    setBusy(true);
    try {
      await callAction(acceptInvitationAction, { token }, "The invitation could not be accepted.");
      router.push(`/party/${bookingId}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "The invitation could not be accepted.");
      setBusy(false);
    }
  };
  let body: React.ReactNode;
  if (isLoading || invite.isLoading) body = <Skeleton className="h-24" />;
  else if (!invite.data) body = <p className="font-medium">{invite.error?.message ?? "This invitation link is not valid"}</p>;
  else {
    const i = invite.data;
    const expired = i.status !== "invited" && !i.yours;
    body = (
      <div className="flex flex-col gap-4">
        <p>
          {i.leadName} invites you to join their party for <strong>{i.huntTitle}</strong>. Your share of the deposit is{" "}
          <strong className="tabular-nums">{formatUsd(parseDollarsToCents(i.share) ?? 0)}</strong>.
        </p>
        {i.expiresAt && <p className="text-sm text-muted-foreground">This link is valid until {formatDateTime(i.expiresAt)}.</p>}
        {i.yours ? (
          <Button asChild className="w-fit">
            <Link href={`/party/${i.bookingId}`}>Continue to your party</Link>
          </Button>
        ) : expired ? (
          <p className="font-medium">This invitation has expired: the share went back to the hunter who booked</p>
        ) : !user ? (
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link href={`/sign-in?next=${encodeURIComponent(here)}`}>Sign in to accept</Link>
            </Button>
            <Button variant="outline" onClick={() => openDialog("register", here)}>
              Create an account
            </Button>
          </div>
        ) : (
          <Button className="w-fit" disabled={busy} onClick={() => void accept(i.bookingId)}>
            Accept invitation
          </Button>
        )}
      </div>
    );
  }
  return (
    <main className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-4 px-4 py-6 sm:py-10">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Join a hunting party</CardTitle>
          <CardDescription>Each hunter signs the trip agreement and pays their own share.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
