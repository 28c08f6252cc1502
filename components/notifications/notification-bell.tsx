"use client";

import { callAction } from "@/lib/actions/call";
import { markNotificationReadAction } from "@/lib/notifications/actions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Bell, CreditCard, Info } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api-client";
import type { NotificationView } from "@/lib/notifications/service";
import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

const ICONS = { payment_reminder: CreditCard, warning: AlertTriangle, other: Info } as const;

/** The bell with the unread count and a dropdown of notifications; opening it refreshes the list. */
export function NotificationBell({ className }: { className?: string }) {
  const qc = useQueryClient();
  const count = useQuery({
    queryKey: QUERY_KEYS.notifications.count,
    queryFn: () => api.get<{ count: number }>("/api/notifications/unread-count"),
  });
  const list = useQuery({ queryKey: QUERY_KEYS.notifications.list, queryFn: () => api.get<NotificationView[]>("/api/notifications") });
  const markRead = useMutation({
    // Through markNotificationReadAction (POST /api/notifications/{id}/read's twin).
    mutationFn: (id: number) => callAction(markNotificationReadAction, { id }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.notifications.list });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.notifications.count });
    },
    onError: () => toast.error("Failed to mark notification as read."),
  });
  const unread = count.data?.count ?? 0;
  const items = list.data ?? [];

  return (
    <DropdownMenu
      // Not modal: a modal menu hides the rest of the page (aria-hidden) around focusable controls.
      modal={false}
      onOpenChange={(open) => {
        if (open) {
          void list.refetch();
          void count.refetch();
        }
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className={cn("relative", className)}
          aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <span className="absolute -top-1.5 -right-1.5 flex min-w-5 items-center justify-center rounded-full bg-blaze px-1 text-[11px] leading-5 font-bold text-blaze-foreground tabular-nums">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={12} className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <DropdownMenuLabel className="flex items-center justify-between px-3 py-2.5">
          <span className="font-display text-base">Notifications</span>
          {unread > 0 && <span className="text-xs font-normal text-muted-foreground">{unread} unread</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator className="my-0" />
        {/* Focusable, so a keyboard can scroll a long list too (the menu items take focus only by arrow keys). */}
        <div
          tabIndex={0}
          role="group"
          aria-label="Notifications list"
          className="max-h-96 overflow-y-auto rounded-sm p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {list.isLoading ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading notifications…</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">No notifications yet</p>
          ) : (
            items.map((n) => {
              const Icon = ICONS[n.type];
              return (
                <DropdownMenuItem
                  key={n.id}
                  className="items-start gap-3 px-3 py-2.5 whitespace-normal"
                  onSelect={(e) => {
                    e.preventDefault();
                    if (!n.isRead) markRead.mutate(n.id);
                  }}
                >
                  <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", n.type === "warning" ? "text-destructive" : "text-primary")} />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className={cn("text-sm", n.isRead ? "font-normal" : "font-semibold")}>{n.title}</span>
                    <span className="text-xs text-muted-foreground">{n.message}</span>
                    <span className="text-[11px] text-muted-foreground">{formatDate(n.createdAt)}</span>
                  </span>
                  {!n.isRead && <span aria-label="Unread" className="mt-1.5 size-2 shrink-0 rounded-full bg-blaze" />}
                </DropdownMenuItem>
              );
            })
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
