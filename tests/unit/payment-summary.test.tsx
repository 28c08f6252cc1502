import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { PAYMENT_CHARGER, PAYMENT_NOTE, PaymentPanel, partyText } from "@/components/booking/payment-panel";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");

describe("the booking summary's money wording", () => {
  const html = renderToStaticMarkup(
    <PaymentPanel
      payment={{ provider: "test" }}
      amount="$4,000.00"
      amountCents={400000}
      chargeCents={100000}
      priceLine="$2,000.00 × 2 hunters"
      departure="Oct 3 – 9, 2027"
      party={partyText(2, 1)}
      processing={false}
      reservation={null}
      onPay={() => {}}
    />,
  );
  const t = text(html);

  it("names the chosen departure and the party, and splits the deposit today from the balance", () => {
    expect(t).toContain("Departure Oct 3 – 9, 2027");
    expect(t).toContain("Party 2 hunters · 1 observer");
    expect(t).toContain("Deposit today: $1,000.00 · Balance due to the outfitter: $3,000.00");
  });

  it("keeps the spec's note word for word and adds one line naming who charges the card", () => {
    expect(PAYMENT_NOTE).toBe("You pay the outfitter directly. Platform fees are handled separately.");
    expect(t).toContain(PAYMENT_NOTE);
    expect(t).toContain(PAYMENT_CHARGER);
    expect(PAYMENT_CHARGER).toMatch(/charged by the outfitter, through Ridgeline's payment partner/);
  });

  it("writes a party of one without a plural", () => {
    expect(partyText(1)).toBe("1 hunter");
    expect(partyText(3, 2)).toBe("3 hunters · 2 observers");
  });
});
