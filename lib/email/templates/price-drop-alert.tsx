import { Link, Text } from "@react-email/components";
import { defineEmail } from "./define";
import { EMAIL_COLORS, P } from "./parts";
import { SAMPLE_URL } from "./sample";
import { HuntCard, type AlertHuntCard } from "./saved-search-alert";

export type PriceDropAlertProps = {
  firstName: string;
  /** Each card's originalPriceText is the price before the drop. */
  hunts: AlertHuntCard[];
  manageUrl: string;
  browseUrl: string;
};

export const priceDropAlert = defineEmail<PriceDropAlertProps>({
  name: "price-drop-alert",
  description:
    "To a hunter following an outfitter (a favourite) whose hunts' prices dropped or whose discount started, at most once per alert period (daily by default).",
  subject: (p) => (p.hunts.length === 1 ? `Price drop: ${p.hunts[0]!.title}` : `${p.hunts.length} price drops from outfitters you follow`),
  heading: () => "Prices dropped on hunts you follow",
  action: (p) => ({ label: "Browse hunts", url: p.browseUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName}, these hunts from outfitters you follow are now cheaper.`}</P>
      {p.hunts.map((h) => (
        <HuntCard key={h.url} hunt={h} />
      ))}
      <Text style={{ fontSize: "12px", lineHeight: "18px", color: EMAIL_COLORS.muted, margin: "16px 0 0" }}>
        <Link href={p.manageUrl} style={{ color: EMAIL_COLORS.muted }}>
          Manage the outfitters you follow
        </Link>
      </Text>
    </>
  ),
  sample: {
    firstName: "Rae",
    manageUrl: `${SAMPLE_URL}/hunter-dashboard`,
    browseUrl: `${SAMPLE_URL}/browse-hunts`,
    hunts: [
      {
        url: `${SAMPLE_URL}/hunt/9`,
        title: "Bugling Bulls Archery Hunt",
        location: "Missoula, Montana",
        imageUrl: null,
        priceText: "$5,100",
        originalPriceText: "$6,000",
        facts: "6 days · Max 2",
        newDepartures: [],
      },
    ],
  },
});
