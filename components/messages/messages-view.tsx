"use client";

import { useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { MessagesSquare } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { PublicUser } from "@/lib/users/public-user";
import { ConversationPane, type Partner } from "./conversation-pane";
import { ConversationSidebar } from "./conversation-sidebar";
import { MessagesLoginPrompt } from "./messages-login-prompt";
import { fetchAdmins, useContacts, useConversations, useUserName } from "./use-messaging";
import { QUERY_KEYS } from "@/components/query/keys";

/** /messages: login prompt, loading state, or the two-pane messaging workspace. */
export function MessagesView() {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <MessagesLoading />;
  if (!user) return <MessagesLoginPrompt />;
  return <MessagesWorkspace user={user} />;
}

export function MessagesLoading() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-8" label="Loading messages" />
      <p className="text-sm">Loading messages...</p>
    </div>
  );
}

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function MessagesWorkspace({ user }: { user: PublicUser }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const qc = useQueryClient();
  const selectedId = positiveId(params.get("recipient"));
  const autoOpen = params.get("autoOpen") === "true";
  const bookingIntent = params.get("booking") === "true";
  const aboutHuntId = positiveId(params.get("hunt"));

  const conversations = useConversations(true);
  const contacts = useContacts(user.role);
  const [adminPending, setAdminPending] = useState(false);

  const select = (id: number) => router.replace(`${pathname}?recipient=${id}`, { scroll: false });
  const back = () => router.replace(pathname, { scroll: false });

  const fromConversation = conversations.data?.find((c) => c.partner.id === selectedId)?.partner;
  const fromContacts = contacts.data?.find((c) => c.id === selectedId);
  const listsSettled = !conversations.isLoading && !contacts.isLoading;
  const needLookup = selectedId !== null && selectedId !== user.id && !fromConversation && !fromContacts && listsSettled;
  const lookup = useUserName(selectedId, needLookup);
  const partner: Partner | null = fromConversation ?? fromContacts ?? (needLookup ? (lookup.data ?? null) : null);
  const partnerMissing = selectedId === user.id || (needLookup && lookup.isError);
  const adminId = contacts.data?.find((c) => c.role === "admin")?.id ?? null;

  /** Message Admin / Admin User: the first admin of the contacts, else asks the admin lookup. */
  async function messageAdmin() {
    if (adminId !== null) return select(adminId);
    setAdminPending(true);
    try {
      const admins = await qc.fetchQuery({ queryKey: QUERY_KEYS.users.admins, queryFn: fetchAdmins, staleTime: 5 * 60_000 });
      if (admins[0]) select(admins[0].id);
      else toast.error("Error", { description: "Failed to start conversation." });
    } catch {
      toast.error("Error", { description: "Failed to start conversation." });
    } finally {
      setAdminPending(false);
    }
  }

  return (
    <section className="mx-auto w-full max-w-7xl sm:px-6 sm:py-6">
      <div className="grid h-[calc(100dvh-4rem)] grid-cols-[minmax(0,1fr)] overflow-hidden border-y bg-card shadow-sm sm:h-[calc(100dvh-7rem)] sm:min-h-[560px] sm:rounded-xl sm:border md:grid-cols-[340px_minmax(0,1fr)] lg:grid-cols-[380px_minmax(0,1fr)]">
        <aside
          aria-label="Conversation list"
          className={cn("min-h-0 min-w-0 md:border-r", selectedId !== null ? "hidden md:block" : "block")}
        >
          <ConversationSidebar
            user={user}
            conversations={conversations.data}
            conversationsLoading={conversations.isLoading}
            conversationsError={conversations.isError}
            contacts={contacts.data}
            contactsError={contacts.isError}
            selectedId={selectedId}
            onSelect={select}
            onMessageAdmin={messageAdmin}
            messageAdminPending={adminPending}
            adminId={adminId}
          />
        </aside>
        <div className={cn("min-h-0 min-w-0", selectedId !== null ? "block" : "hidden md:block")}>
          {selectedId !== null ? (
            <ConversationPane
              key={selectedId}
              user={user}
              partnerId={selectedId}
              partner={partner}
              partnerMissing={partnerMissing}
              autoOpen={autoOpen}
              bookingIntent={bookingIntent}
              aboutHuntId={aboutHuntId}
              onBack={back}
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 bg-muted/40 p-8 text-center">
              <MessagesSquare aria-hidden className="size-12 text-muted-foreground/60" />
              <p className="text-lg font-semibold">Select a conversation</p>
              <p className="max-w-xs text-sm text-muted-foreground">Choose a conversation from the list, or start a new one.</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
