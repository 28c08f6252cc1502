"use client";

import { useState } from "react";
import { Search, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ROLE_HINTS } from "@/lib/messages/rules";
import type { Contact, ConversationSummary } from "@/lib/messages/schema";
import type { PublicUser } from "@/lib/users/public-user";
import { ConversationListItem, type ListEntry } from "./conversation-list-item";
import { buildSections } from "./sidebar-sections";

type Props = {
  user: PublicUser;
  conversations: ConversationSummary[] | undefined;
  conversationsLoading: boolean;
  conversationsError: boolean;
  contacts: Contact[] | undefined;
  contactsError: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onMessageAdmin: () => void;
  messageAdminPending: boolean;
  adminId: number | null;
};

export function ConversationSidebar(props: Props) {
  const { user, selectedId, onSelect } = props;
  const [query, setQuery] = useState("");
  const isAdmin = user.role === "admin";
  const sections = buildSections({
    role: user.role,
    meId: user.id,
    conversations: props.conversations ?? [],
    contacts: props.contacts ?? [],
    query,
  });
  const list = (entries: ListEntry[]) => (
    <ul className="flex flex-col gap-0.5">
      {entries.map((e) => (
        <ConversationListItem key={e.id} entry={e} active={e.id === selectedId} onSelect={onSelect} />
      ))}
    </ul>
  );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="space-y-3 border-b p-4">
        <div>
          <h1 className="text-xl font-bold">Messages</h1>
          <p className="mt-0.5 text-sm text-muted-foreground" data-testid="role-hint">
            {ROLE_HINTS[user.role]}
          </p>
        </div>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search conversations..."
            aria-label="Search conversations"
            className="pl-9"
          />
        </div>
        {!isAdmin ? (
          <Button variant="outline" className="w-full" onClick={props.onMessageAdmin} disabled={props.messageAdminPending}>
            <ShieldCheck aria-hidden />
            Message Admin
          </Button>
        ) : null}
      </div>

      <div className="relative min-h-0 flex-1 space-y-5 overflow-y-auto p-2 pb-4">
        {!isAdmin ? (
          <Section title="Support">
            <ul>
              <ConversationListItem
                entry={{
                  id: props.adminId ?? 0,
                  testId: "admin-user-contact",
                  name: "Admin User",
                  role: "admin",
                  preview: "Questions about your account or a booking",
                }}
                active={props.adminId !== null && props.adminId === selectedId}
                onSelect={() => props.onMessageAdmin()}
              />
            </ul>
          </Section>
        ) : null}

        {props.conversationsLoading ? (
          <div className="space-y-2 px-3 py-2" aria-hidden>
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-3.5 w-1/2" />
                  <Skeleton className="h-3 w-3/4" />
                </div>
              </div>
            ))}
          </div>
        ) : props.conversationsError ? (
          <p className="px-3 text-sm text-destructive" role="alert">
            Failed to fetch messages
          </p>
        ) : (
          <>
            {sections.hunterMessages ? (
              <Section title="Hunter Messages" testId="hunter-messages">
                {sections.hunterMessages.length ? list(sections.hunterMessages) : <Empty>No hunter messages yet</Empty>}
              </Section>
            ) : null}
            <Section title="Conversations" testId="conversations">
              {sections.conversations.length ? (
                list(sections.conversations)
              ) : (
                // 'No conversations yet' only when there are none at all, not beside the hunters' ones.
                <Empty>{sections.hunterMessages?.length ? "No other conversations yet" : "No conversations yet"}</Empty>
              )}
            </Section>
          </>
        )}

        {props.contactsError ? (
          <p className="px-3 text-sm text-destructive" role="alert">
            {isAdmin ? "Failed to fetch users" : "Failed to fetch contactable users"}
          </p>
        ) : sections.startNew.length ? (
          <Section title={isAdmin ? "All Users" : "Start a Conversation"}>{list(sections.startNew)}</Section>
        ) : null}
      </div>
    </div>
  );
}

function Section({ title, testId, children }: { title: string; testId?: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="px-3 py-2 text-sm text-muted-foreground">{children}</p>;
}
