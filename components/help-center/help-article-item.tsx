"use client";

import { ChevronDown } from "lucide-react";
import { COMING_SOON, type HelpArticle } from "@/lib/help-center/articles";

/** One expandable article: the title is the toggle, the text (or "coming soon") unfolds below. */
export function HelpArticleItem({
  article,
  open,
  onOpenChange,
}: {
  article: HelpArticle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <details
      id={`article-${article.id}`}
      open={open}
      onToggle={(e) => {
        const next = e.currentTarget.open;
        if (next !== open) onOpenChange(next);
      }}
      className="group scroll-mt-24 border-b last:border-b-0"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-3 text-left text-sm font-medium outline-none hover:text-primary focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <span>{article.title}</span>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-150 group-open:rotate-180"
        />
      </summary>
      <div className="pb-4 text-sm leading-6 text-muted-foreground">
        {article.body ? (
          article.body.map((p, i) => (
            <p key={i} className="mt-2 first:mt-0">
              {p}
            </p>
          ))
        ) : (
          <p className="italic">{COMING_SOON}</p>
        )}
      </div>
    </details>
  );
}
