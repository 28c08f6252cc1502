import "server-only";
import { render } from "@react-email/components";
import type { PreparedEmail } from "@/lib/email";
import { P } from "@/lib/email/templates/parts";
import { HuntCard, savedSearchAlert, type AlertHuntCard, type SavedSearchAlertProps } from "@/lib/email/templates/saved-search-alert";

/**
 * The alert e-mail at scale: React Email renders the template once per run with markers where each
 * e-mail's values go, and each hunt's card once; an e-mail is then the template with its values put
 * in, HTML-escaped. Rendering each e-mail whole took ~40 ms, over the bench's budget at 100,000
 * saved searches; tests/integration/saved-searches/alert-mail.test.ts holds the two to the same text.
 */
const MARK = {
  firstName: "RLMARKFIRSTNAME",
  searchName: "RLMARKSEARCHNAME",
  searchUrl: "RLMARKSEARCHURL",
  manageUrl: "RLMARKMANAGEURL",
  unsubscribeUrl: "RLMARKUNSUBURL",
  cardsSlot: "RLMARKCARDS",
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

export type AlertMailer = (p: SavedSearchAlertProps) => Promise<PreparedEmail>;

// React Email's render of a fragment, without the document type and Suspense markers it wraps every render in.
const fragment = async (el: React.ReactElement) =>
  (await render(el))
    .replace(/^<!DOCTYPE[^>]*>/, "")
    .replace(/^<!--\$-->/, "")
    .replace(/<!--\/\$-->$/, "");

function cardText(c: AlertHuntCard): string {
  return [
    c.title,
    c.location,
    c.facts,
    c.originalPriceText ? `${c.priceText} (was ${c.originalPriceText})` : c.priceText,
    ...c.newDepartures.map((d) => `New date: ${d}`),
    ...(c.deals ?? []).map((d) => `Last-minute deal: ${d}`),
    c.url,
  ].join("\n");
}

/** One run's alert writer: the template rendered once, cards once per hunt. */
export async function alertMailer(): Promise<AlertMailer> {
  const shell = await render(savedSearchAlert.Component({ ...MARK, newHunts: [], newDepartures: [], moreCount: 0 }));
  const cache = new Map<string, string>();
  const cached = async (key: string, el: () => React.ReactElement) => {
    let html = cache.get(key);
    if (html === undefined) cache.set(key, (html = await fragment(el())));
    return html;
  };
  const card = (c: AlertHuntCard) => cached(JSON.stringify(c), () => <HuntCard hunt={c} />);
  const heads = {
    hunts: await fragment(<P>New hunts</P>),
    departures: await fragment(<P>New departures</P>),
    deals: await fragment(<P>Last-minute deals</P>),
  };
  const deals = (p: SavedSearchAlertProps) => p.newDeals ?? [];
  return async (p) => {
    const cards = [
      ...(p.newHunts.length ? [heads.hunts, ...(await Promise.all(p.newHunts.map(card)))] : []),
      ...(p.newDepartures.length ? [heads.departures, ...(await Promise.all(p.newDepartures.map(card)))] : []),
      ...(deals(p).length ? [heads.deals, ...(await Promise.all(deals(p).map(card)))] : []),
      ...(p.moreCount > 0 ? [await cached(`more:${p.moreCount}`, () => <P>{`And ${p.moreCount} more on Ridgeline.`}</P>)] : []),
    ].join("");
    const values: Record<string, string> = {
      [MARK.firstName]: escapeHtml(p.firstName),
      [MARK.searchName]: escapeHtml(p.searchName),
      [MARK.searchUrl]: escapeHtml(p.searchUrl),
      [MARK.manageUrl]: escapeHtml(p.manageUrl),
      [MARK.unsubscribeUrl]: escapeHtml(p.unsubscribeUrl),
      [MARK.cardsSlot]: cards,
    };
    const html = shell.replace(/RLMARK[A-Z]+/g, (m) => values[m] ?? m);
    const text = [
      "RIDGELINE",
      "",
      "New hunts for your saved search",
      "",
      `Hi ${p.firstName}, here is what is new for "${p.searchName}" since our last alert.`,
      ...(p.newHunts.length ? ["", "New hunts", ...p.newHunts.map((c) => `\n${cardText(c)}`)] : []),
      ...(p.newDepartures.length ? ["", "New departures", ...p.newDepartures.map((c) => `\n${cardText(c)}`)] : []),
      ...(deals(p).length ? ["", "Last-minute deals", ...deals(p).map((c) => `\n${cardText(c)}`)] : []),
      ...(p.moreCount > 0 ? ["", `And ${p.moreCount} more on Ridgeline.`] : []),
      "",
      `See all results: ${p.searchUrl}`,
      `Manage your saved searches: ${p.manageUrl}`,
      `Unsubscribe from this alert: ${p.unsubscribeUrl}`,
    ].join("\n");
    const built = savedSearchAlert.build(p);
    return { subject: built.subject, template: built.template, html, text };
  };
}
