"use client";

import { useEffect, useRef } from "react";
import Link from "next/link";
import { ArrowLeft, MessageCircle } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { ConversationBookingPanel } from "@/components/hunter/conversation-booking-panel";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import type { SendMessageResult, UserRole } from "@/lib/messages/schema";
import type { PublicUser } from "@/lib/users/public-user";
import { initials } from "./format";
import { MessageComposer } from "./message-composer";
import { MessageThread } from "./message-thread";
import { RoleBadge } from "./role-badge";
import { useAboutHunt, useConversation, useMarkRead, useSendMessage } from "./use-messaging";

export type Partner = { id: number; firstName: string; lastName?: string; role: UserRole; isActive?: boolean };

type Props = {
  user: PublicUser;
  partnerId: number;
  partner: Partner | null;
  partnerMissing: boolean;
  autoOpen: boolean;
  bookingIntent: boolean;
  /** Opened from a hunt's page: the header names that hunt. */
  aboutHuntId?: number | null;
  onBack: () => void;
};

/** The 'Message Sent' toast in its three variants (spec 000 §8). */
function sentToast({ emailNotification: n }: SendMessageResult) {
  if (n.shouldSendEmail && n.delivered) {
    toast.success("Message Sent", {
      description: `Your message was sent and ${n.emailData?.recipientName ?? "the recipient"} was also notified by email.`,
    });
  } else if (n.shouldSendEmail) {
    toast.success("Message Sent", { description: "Your message was sent." });
  } else {
    toast.success("Message Sent", { description: "Your message was delivered successfully." });
  }
}

export function ConversationPane({ user, partnerId, partner, partnerMissing, autoOpen, bookingIntent, aboutHuntId = null, onBack }: Props) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const conversation = useConversation(partnerId);
  const send = useSendMessage();
  const markRead = useMarkRead();
  const messages = conversation.data ?? [];
  const about = useAboutHunt(aboutHuntId).data;
  const aboutHunt = about && about.outfitterId === partnerId ? about : null;
  const name = partner?.firstName ?? "";

  // Opening a conversation marks the partner's messages read (once per newest unread message).
  const newestUnread = messages.filter((m) => m.senderId === partnerId && !m.isRead).at(-1)?.id;
  const marked = useRef<string | null>(null);
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (newestUnread === undefined) return;
    const key = `${partnerId}:${newestUnread}`;
    if (marked.current === key) return;
    marked.current = key;
    mark(partnerId);
  }, [partnerId, newestUnread, mark]);

  // Opened from Message Outfitter: on wide screens the input takes focus at once (on phones the
  // keyboard would cover the thread, so the 'Talk Now with Outfitter' button does it there).
  const partnerKnown = partner !== null;
  useEffect(() => {
    if (autoOpen && partnerKnown && window.matchMedia("(min-width: 768px)").matches) inputRef.current?.focus();
  }, [autoOpen, partnerKnown]);

  async function onSend(content: string) {
    try {
      const result = await send.mutateAsync({ receiverId: partnerId, content });
      sentToast(result);
      return true;
    } catch (err) {
      toast.error("Failed to Send Message", { description: errorMessage(err, "Please try again.") });
      return false;
    }
  }

  const withOutfitter = partner?.role === "outfitter";
  const showBookingPanel = user.role === "hunter" && withOutfitter && partner;
  const count = messages.length;
  const inactive = partner?.isActive === false;

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="conversation-pane">
      <header className="flex items-center gap-3 border-b px-3 py-3 sm:px-4">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft />
        </Button>
        {partner ? (
          <>
            <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold">
              {initials(partner.firstName, partner.lastName)}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-center gap-2">
                <h2 className="truncate text-lg font-semibold" data-testid="conversation-partner">
                  {partner.firstName}
                </h2>
                <RoleBadge role={partner.role} />
              </div>
              <p className="truncate text-xs text-muted-foreground">
                <span data-testid="message-count">{count === 1 ? "1 message" : `${count} messages`}</span>
                {aboutHunt && (
                  <span data-testid="conversation-hunt">
                    {" · About "}
                    <Link href={`/hunt/${aboutHunt.id}`} className="text-primary underline-offset-4 hover:underline">
                      {aboutHunt.title}
                    </Link>
                  </span>
                )}
              </p>
            </div>
          </>
        ) : (
          <h2 className="text-lg font-semibold">{partnerMissing ? "Conversation unavailable" : "Loading..."}</h2>
        )}
      </header>

      {showBookingPanel ? (
        <ConversationBookingPanel
          outfitterId={partner.id}
          outfitterFirstName={partner.firstName}
          lastMessageAt={messages.at(-1)?.createdAt ?? null}
          bookingIntent={bookingIntent}
        />
      ) : null}

      <div className="relative min-h-0 flex-1 overflow-y-auto bg-muted/40 px-3 py-4 sm:px-5">
        {autoOpen && withOutfitter ? (
          <div className="mb-4 flex flex-col items-start gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm">Ask {name} about dates, availability and what is included in the hunt.</p>
            <Button onClick={() => inputRef.current?.focus()} className="shrink-0">
              <MessageCircle aria-hidden />
              Talk Now with Outfitter
            </Button>
          </div>
        ) : null}
        {partnerMissing ? (
          <p className="py-16 text-center text-muted-foreground" role="alert">
            {/* Opened from Message Outfitter (autoOpen) for an outfitter we cannot find: the spec's text. */}
            {autoOpen ? "Outfitter information not available" : "This user is not available for messages."}
          </p>
        ) : conversation.isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6" label="Loading conversation" />
          </div>
        ) : conversation.isError ? (
          <p className="py-16 text-center text-destructive" role="alert">
            Failed to fetch conversation
          </p>
        ) : count === 0 ? (
          <div className="py-16 text-center">
            <p className="font-medium">No messages yet</p>
            <p className="mt-1 text-sm text-muted-foreground">{name ? `Send ${name} a message to start the conversation.` : null}</p>
          </div>
        ) : (
          <MessageThread messages={messages} meId={user.id} partnerName={name} />
        )}
      </div>

      {!partnerMissing ? (
        <MessageComposer
          onSend={onSend}
          sending={send.isPending}
          inputRef={inputRef}
          disabledReason={inactive ? "This account is inactive and cannot receive messages." : null}
        />
      ) : null}
    </div>
  );
}
