"use client";

import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import type { MessageDto } from "@/lib/messages/schema";
import { formatDateTime } from "@/lib/format/dates";

function scrollBoxOf(el: HTMLElement | null): HTMLElement | null {
  for (let p = el?.parentElement ?? null; p; p = p.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

/**
 * The messages of one conversation, oldest first. Content is rendered as text (React escapes it)
 * with its line breaks kept; nothing is ever interpreted as HTML.
 */
export function MessageThread({ messages, meId, partnerName }: { messages: MessageDto[]; meId: number; partnerName: string }) {
  const endRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // Opens at the newest message: scrolls the thread's own box, not the page (which would push the header away).
  useEffect(() => {
    const box = scrollBoxOf(endRef.current);
    if (box) box.scrollTop = box.scrollHeight;
    else endRef.current?.scrollIntoView({ block: "end" });
  }, [lastId]);

  return (
    <>
      <ol className="flex flex-col gap-3" aria-label={`Messages with ${partnerName}`}>
        {messages.map((m) => {
          const mine = m.senderId === meId;
          return (
            <li key={m.id} className={cn("flex", mine ? "justify-end" : "justify-start")} data-testid="message">
              <div className={cn("max-w-[85%] sm:max-w-[75%]", mine ? "items-end" : "items-start", "flex flex-col")}>
                <p
                  className={cn(
                    "rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap shadow-xs",
                    mine ? "rounded-br-md bg-primary text-primary-foreground" : "rounded-bl-md border bg-card text-card-foreground",
                  )}
                  data-testid="message-content"
                >
                  <span className="sr-only">{mine ? "You: " : `${partnerName}: `}</span>
                  {m.content}
                </p>
                <time dateTime={m.createdAt} className="mt-1 px-1 text-xs text-muted-foreground">
                  {formatDateTime(m.createdAt)}
                  {mine && m.isRead ? " · Read" : ""}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
      <div ref={endRef} />
    </>
  );
}
