"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { cn } from "@/lib/utils";
import { useUnreadCount } from "./use-messaging";

/** Total unread messages, shown next to the top bar's Messages link; nothing when zero. */
export function UnreadBadge({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  const { data } = useUnreadCount(Boolean(user));
  const count = data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={cn(
        "ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-blaze px-1.5 text-xs font-semibold text-blaze-foreground tabular-nums",
        className,
      )}
    >
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{`${count} unread`}</span>
    </span>
  );
}
