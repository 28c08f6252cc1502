import { HELP_ARTICLES, HELP_CATEGORIES, type HelpArticle, type HelpCategoryId } from "./articles";

export type CategoryResult = { id: HelpCategoryId; title: string; description: string; articles: HelpArticle[] };

export function searchTerms(query: string): string[] {
  return query.toLocaleLowerCase("en-US").split(/\s+/).filter(Boolean);
}

// Every word must appear; an empty query matches everything.
export function articleMatches(article: HelpArticle, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = [article.title, ...(article.body ?? [])].join("\n").toLocaleLowerCase("en-US");
  return terms.every((t) => haystack.includes(t));
}

export function searchHelpCenter(query: string, articles: HelpArticle[] = HELP_ARTICLES): CategoryResult[] {
  const terms = searchTerms(query);
  return HELP_CATEGORIES.map((c) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    articles: articles.filter((a) => a.categoryId === c.id && articleMatches(a, terms)),
  })).filter((c) => c.articles.length > 0);
}
