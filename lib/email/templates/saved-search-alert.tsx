import { Column, Img, Link, Row, Section, Text } from "@react-email/components";
import { defineEmail } from "./define";
import { EMAIL_COLORS, P } from "./parts";
import { SAMPLE_URL } from "./sample";

/** One hunt as the site's cards show it; every text already formatted by lib/format. */
export type AlertHuntCard = {
  url: string;
  title: string;
  location: string;
  imageUrl: string | null;
  priceText: string;
  originalPriceText: string | null;
  facts: string;
  /** New departures of a hunt that was already listed, e.g. "Oct 3–9, 2027 · 4 spots". */
  newDepartures: string[];
  /** Its live last-minute deals (issue 50), e.g. "Oct 3–9, 2027 · 20% off · $4,000.00 per hunter · 2 spots". */
  deals?: string[];
};

export type SavedSearchAlertProps = {
  firstName: string;
  searchName: string;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  newHunts: AlertHuntCard[];
  newDepartures: AlertHuntCard[];
  /** Hunts already listed whose news is a departure marked as a last-minute deal. */
  newDeals?: AlertHuntCard[];
  /** Matches beyond the cards shown. */
  moreCount: number;
  /** Markup put where the cards go instead of rendering them (lib/saved-searches/alert-mail.ts fills it per e-mail). */
  cardsSlot?: string;
};

export function HuntCard({ hunt }: { hunt: AlertHuntCard }) {
  return (
    <Section style={{ border: `1px solid ${EMAIL_COLORS.border}`, borderRadius: "8px", margin: "0 0 12px", overflow: "hidden" }}>
      <Row>
        {hunt.imageUrl ? (
          <Column style={{ width: "128px", verticalAlign: "top" }}>
            <Img src={hunt.imageUrl} alt={hunt.title} width="128" height="96" style={{ objectFit: "cover", display: "block" }} />
          </Column>
        ) : null}
        <Column style={{ padding: "10px 14px", verticalAlign: "top" }}>
          <Link href={hunt.url} style={{ color: EMAIL_COLORS.heading, fontWeight: 700, fontSize: "15px", textDecoration: "none" }}>
            {hunt.title}
          </Link>
          <Text style={{ margin: "2px 0", fontSize: "13px", color: EMAIL_COLORS.muted }}>{hunt.location}</Text>
          <Text style={{ margin: "2px 0", fontSize: "13px", color: EMAIL_COLORS.muted }}>{hunt.facts}</Text>
          <Text style={{ margin: "4px 0 0", fontSize: "15px", color: EMAIL_COLORS.primary, fontWeight: 700 }}>
            {hunt.priceText}
            {hunt.originalPriceText ? (
              <span style={{ color: EMAIL_COLORS.muted, fontWeight: 400, textDecoration: "line-through", marginLeft: "6px" }}>
                {hunt.originalPriceText}
              </span>
            ) : null}
          </Text>
          {hunt.newDepartures.map((d) => (
            <Text key={d} style={{ margin: "2px 0 0", fontSize: "13px", color: EMAIL_COLORS.text }}>{`New date: ${d}`}</Text>
          ))}
          {(hunt.deals ?? []).map((d) => (
            <Text key={d} style={{ margin: "2px 0 0", fontSize: "13px", color: EMAIL_COLORS.primary, fontWeight: 700 }}>
              {`Last-minute deal: ${d}`}
            </Text>
          ))}
        </Column>
      </Row>
    </Section>
  );
}

/** The cards part of the body: its markup is the same for every search that lists the same hunts. */
export function AlertCards(p: Pick<SavedSearchAlertProps, "newHunts" | "newDepartures" | "newDeals" | "moreCount">) {
  return (
    <>
      {p.newHunts.length ? <P>New hunts</P> : null}
      {p.newHunts.map((h) => (
        <HuntCard key={h.url} hunt={h} />
      ))}
      {p.newDepartures.length ? <P>New departures</P> : null}
      {p.newDepartures.map((h) => (
        <HuntCard key={h.url} hunt={h} />
      ))}
      {p.newDeals?.length ? <P>Last-minute deals</P> : null}
      {(p.newDeals ?? []).map((h) => (
        <HuntCard key={h.url} hunt={h} />
      ))}
      {p.moreCount > 0 ? <P>{`And ${p.moreCount} more on Ridgeline.`}</P> : null}
    </>
  );
}

const total = (p: SavedSearchAlertProps) => p.newHunts.length + p.newDepartures.length + (p.newDeals?.length ?? 0) + p.moreCount;

export const savedSearchAlert = defineEmail<SavedSearchAlertProps>({
  name: "saved-search-alert",
  description: "To a hunter whose saved search has new matching hunts or departures since its last alert (instant, daily or weekly).",
  subject: (p) => `${total(p)} new for "${p.searchName}" on Ridgeline`,
  heading: () => "New hunts for your saved search",
  // The same for every e-mail, so the run can render the template once (lib/saved-searches/alert-mail.tsx).
  preview: () => "New hunts and departures for your saved search",
  action: (p) => ({ label: "See all results", url: p.searchUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName}, here is what is new for "${p.searchName}" since our last alert.`}</P>
      {p.cardsSlot !== undefined ? p.cardsSlot : <AlertCards {...p} />}
      <Text style={{ fontSize: "12px", lineHeight: "18px", color: EMAIL_COLORS.muted, margin: "16px 0 0" }}>
        <Link href={p.manageUrl} style={{ color: EMAIL_COLORS.muted }}>
          Manage your saved searches
        </Link>
        {" · "}
        <Link href={p.unsubscribeUrl} style={{ color: EMAIL_COLORS.muted }}>
          Unsubscribe from this alert
        </Link>
      </Text>
    </>
  ),
  sample: {
    firstName: "Rae",
    searchName: "Montana elk",
    searchUrl: `${SAMPLE_URL}/browse-hunts?species=elk&location=montana`,
    manageUrl: `${SAMPLE_URL}/hunter-dashboard#saved-searches`,
    unsubscribeUrl: `${SAMPLE_URL}/saved-searches/unsubscribe?token=1.sample`,
    newHunts: [
      {
        url: `${SAMPLE_URL}/hunt/7`,
        title: "Montana Elk Rifle Hunt",
        location: "Bozeman, Montana",
        imageUrl: null,
        priceText: "$6,500",
        originalPriceText: null,
        facts: "7 days · Max 4",
        newDepartures: [],
      },
    ],
    newDepartures: [
      {
        url: `${SAMPLE_URL}/hunt/9`,
        title: "Bugling Bulls Archery Hunt",
        location: "Missoula, Montana",
        imageUrl: null,
        priceText: "$5,100",
        originalPriceText: "$6,000",
        facts: "6 days · Max 2",
        newDepartures: ["Sep 12–17, 2027 · 2 spots"],
      },
    ],
    moreCount: 0,
  },
});
