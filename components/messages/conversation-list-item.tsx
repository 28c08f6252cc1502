"use client";

import { cn } from "@/lib/utils";
import type { UserRole } from "@/lib/messages/schema";
import { formatRelativeDate } from "@/lib/format/dates";
import { initials } from "./format";
import { RoleBadge } from "./role-badge";

export type ListEntry = {
  id: number;
  name: string;
  lastName?: string;
  role: UserRole;
  preview?: string;
  date?: string;
  unread?: number;
  testId?: string;
};

/** One row of the left list: partner, role, last-message preview and date, unread count. */
export function ConversationListItem({ entry, active, onSelect }: { entry: ListEntry; active: boolean; onSelect: (id: number) => void }) {
  const unread = entry.unread ?? 0;
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(entry.id)}
        aria-current={active ? "true" : undefined}
        data-testid={entry.testId ?? `conversation-${entry.id}`}
        className={cn(
          "flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors duration-150 outline-none",
          "hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50",
          active && "bg-muted ring-1 ring-primary/25 ring-inset hover:bg-muted",
        )}
      >
        <span
          aria-hidden
          className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
        >
          {initials(entry.name, entry.lastName)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={cn("truncate text-sm", unread > 0 ? "font-bold" : "font-semibold")}>{entry.name}</span>
            <RoleBadge role={entry.role} />
            {entry.date ? <span className="ml-auto shrink-0 text-xs text-muted-foreground">{formatRelativeDate(entry.date)}</span> : null}
          </span>
          {entry.preview !== undefined || unread > 0 ? (
            <span className="mt-0.5 flex items-center gap-2">
              <span className={cn("min-w-0 flex-1 truncate text-sm", unread > 0 ? "text-foreground" : "text-muted-foreground")}>
                {entry.preview}
              </span>
              {unread > 0 ? (
                <span
                  data-testid="conversation-unread"
                  className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-blaze px-1.5 text-xs font-semibold text-blaze-foreground tabular-nums"
                >
                  <span aria-hidden>{unread}</span>
                  <span className="sr-only">{`${unread} unread`}</span>
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}
