"use client";

import { useMemo, useState } from "react";
import { CalendarCheck, Compass, CreditCard, MessagesSquare, Search, SearchX, ShieldCheck, Tent, X, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { categoryTitle, popularArticles, type HelpCategoryId } from "@/lib/help-center/articles";
import { searchHelpCenter } from "@/lib/help-center/search";
import { HelpArticleItem } from "./help-article-item";

const ICONS: Record<HelpCategoryId, LucideIcon> = {
  "getting-started": Compass,
  "booking-hunts": CalendarCheck,
  "payments-billing": CreditCard,
  communication: MessagesSquare,
  "account-security": ShieldCheck,
  "for-outfitters": Tent,
};

/** Search box, popular articles (only while the search is empty) and the six categories. */
export function HelpCenterBrowser() {
  const [query, setQuery] = useState("");
  // While searching every match starts open; a click overrides that until the query changes.
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const results = useMemo(() => searchHelpCenter(query), [query]);
  const searching = query.trim().length > 0;
  const matchCount = results.reduce((n, c) => n + c.articles.length, 0);

  const isOpen = (id: string) => overrides[id] ?? searching;
  const setOpen = (id: string, open: boolean) => setOverrides((prev) => ({ ...prev, [id]: open }));

  function changeQuery(next: string) {
    setQuery(next);
    setOverrides({});
  }

  function showArticle(id: string) {
    setOpen(id, true);
    requestAnimationFrame(() => {
      const el = document.getElementById(`article-${id}`);
      el?.scrollIntoView({ behavior: "smooth", block: "start" });
      el?.querySelector("summary")?.focus({ preventScroll: true });
    });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <div role="search" className="relative z-10 -mt-10 rounded-xl border bg-card p-2 shadow-lg sm:-mt-14">
        <label htmlFor="help-search" className="sr-only">
          Search help articles
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="help-search"
          type="search"
          value={query}
          onChange={(e) => changeQuery(e.target.value)}
          placeholder="Search help articles..."
          className="h-12 border-0 pr-12 pl-11 text-base shadow-none focus-visible:ring-0 md:text-base [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
        />
        {searching ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Clear search"
            onClick={() => changeQuery("")}
            className="absolute top-1/2 right-3 -translate-y-1/2"
          >
            <X />
          </Button>
        ) : null}
      </div>

      {searching ? (
        <p aria-live="polite" className="mt-6 text-sm text-muted-foreground">
          {matchCount === 1 ? "1 article found" : `${matchCount} articles found`} for &ldquo;{query.trim()}&rdquo;
        </p>
      ) : (
        <section aria-labelledby="popular-title" className="mt-12">
          <h2 id="popular-title" className="text-2xl">
            Popular articles
          </h2>
          <ul className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {popularArticles().map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  onClick={() => showArticle(a.id)}
                  className="flex h-full w-full flex-col items-start rounded-lg border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <span className="text-xs font-medium tracking-wide text-primary uppercase">{categoryTitle(a.categoryId)}</span>
                  <span className="mt-1 font-medium">{a.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {results.length === 0 ? (
        <div className="mt-10 flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <SearchX aria-hidden className="size-10 text-muted-foreground" />
          <h2 className="mt-4 text-xl">No articles found</h2>
          <p className="mt-2 max-w-md text-sm text-muted-foreground">
            Nothing matches &ldquo;{query.trim()}&rdquo;. Try other words, or ask our team: we reply within 24 hours.
          </p>
          <Button variant="outline" className="mt-6" onClick={() => changeQuery("")}>
            Clear search
          </Button>
        </div>
      ) : (
        <section aria-label="Help categories" className={searching ? "mt-6" : "mt-14"}>
          {searching ? null : <h2 className="text-2xl">Browse by category</h2>}
          <div className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-2">
            {results.map((c) => {
              const Icon = ICONS[c.id];
              return (
                <Card key={c.id} className="gap-2 pb-3">
                  <CardHeader className="flex items-center gap-4 px-4 sm:px-6">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <div>
                      <CardTitle className="text-lg">
                        <h3 id={`category-${c.id}`}>{c.title}</h3>
                      </CardTitle>
                      <CardDescription>{c.description}</CardDescription>
                    </div>
                  </CardHeader>
                  <CardContent className="px-4 sm:px-6">
                    {c.articles.map((a) => (
                      <HelpArticleItem key={a.id} article={a} open={isOpen(a.id)} onOpenChange={(o) => setOpen(a.id, o)} />
                    ))}
                  </CardContent>
                </Card>
              );
            })}
          </div>
        </section>
      )}
    </div>
  );
}
