/**
 * What a search result shows of a page: its <title> and meta description. Both must exist, and
 * read as text written for people: prices as "$12,500" (not "12500.00"), ISO dates written out,
 * a description of at most 160 characters that ends at a word, no "undefined" or "null".
 */
import { META_DESCRIPTION_MAX } from "../../lib/seo/meta-text";

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

export function metaTexts(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    description: description === undefined ? undefined : decode(description),
  };
}

const RAW_PRICE = /\$?\b\d{4,}\.\d\d\b|\$\d{4,}\b/;
const ISO_DATE = /\b\d{4}-\d\d-\d\d(T[\d:.]+Z?)?\b/;
const LEAKS = /\b(undefined|null|NaN|\[object Object\])\b/;

/** The problems of one page's meta texts, each as "<page>: <what>"; none for a good page. */
export function checkMeta(page: string, html: string, status: number): string[] {
  const { title, description } = metaTexts(html);
  const problems: string[] = [];
  const bad = (what: string) => problems.push(`${page}: ${what}`);
  if (!title?.trim()) bad("no <title>");
  if (status === 200 && !description?.trim()) bad("no meta description");
  for (const [name, text] of [
    ["title", title],
    ["description", description],
  ] as const) {
    if (!text) continue;
    if (RAW_PRICE.test(text)) bad(`${name} has an unformatted price: ${text}`);
    if (ISO_DATE.test(text)) bad(`${name} has an ISO date: ${text}`);
    if (LEAKS.test(text)) bad(`${name} shows a missing value: ${text}`);
  }
  if (description && description.length > META_DESCRIPTION_MAX) bad(`description is ${description.length} characters: ${description}`);
  if (description && !/[.!?…)"]$/.test(description)) bad(`description does not end a sentence or with an ellipsis: ${description}`);
  return problems;
}
