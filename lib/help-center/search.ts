import { HELP_ARTICLES, HELP_CATEGORIES, type HelpArticle, type HelpCategoryId } from "./articles";

export type CategoryResult = { id: HelpCategoryId; title: string; description: string; articles: HelpArticle[] };

/** Lower-cased words of a query; an empty or blank query has none. */
export function searchTerms(query: string): string[] {
  return query.toLocaleLowerCase("en-US").split(/\s+/).filter(Boolean);
}

/** True when every word of the query appears (case-insensitively) in the article's title or text. */
export function articleMatches(article: HelpArticle, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = [article.title, ...(article.body ?? [])].join("\n").toLocaleLowerCase("en-US");
  return terms.every((t) => haystack.includes(t));
}

/** The categories with the articles matching the query; categories without a match are left out. */
export function searchHelpCenter(query: string, articles: HelpArticle[] = HELP_ARTICLES): CategoryResult[] {
  const terms = searchTerms(query);
  return HELP_CATEGORIES.map((c) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    articles: articles.filter((a) => a.categoryId === c.id && articleMatches(a, terms)),
  })).filter((c) => c.articles.length > 0);
}
