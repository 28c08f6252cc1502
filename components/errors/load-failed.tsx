import { AlertTriangle } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * What a page shows in place of data it could not load (the database is unreachable, say): the
 * spec's message as the title ('Failed to search hunts', 'Failed to fetch outfitter', …), a line
 * saying it is on our side, and a way to try again. Never the error itself.
 */
export function LoadFailed({ title, action, className }: { title: string; action?: React.ReactNode; className?: string }) {
  return (
    <div role="alert" className={cn("rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center", className)}>
      <AlertTriangle aria-hidden className="mx-auto size-8 text-destructive" />
      <p className="mt-3 text-lg font-semibold">{title}</p>
      <p className="mt-1 text-muted-foreground">Something went wrong on our side. Please try again in a moment.</p>
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
