import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BalanceSchedule } from "@/components/installments/balance-schedule";
import { combinedState, type BookingSchedule, type ShareBalance } from "@/lib/money/installments/schedule";

const share = (memberId: number, position: number, over: Partial<ShareBalance> = {}): ShareBalance => ({
  memberId,
  position,
  name: position === 0 ? "Lead Hunter" : `Member ${position}`,
  amount: position === 0 ? "500.01" : "500.00",
  dueOn: "2027-08-03",
  state: "scheduled",
  paidAt: null,
  paidByLead: position === 0,
  attempts: 0,
  lastError: null,
  needsAuthentication: false,
  awaitingOutfitter: false,
  text: `${position === 0 ? "Lead Hunter" : `Member ${position}`}: Balance $500.00 charged automatically Aug 3, 2027`,
  ...over,
});

const schedule = (shares: ShareBalance[]): BookingSchedule => ({
  text: "Deposit $1,500.02 paid Dec 1, 2026 · Balance $1,500.01 charged automatically Aug 3, 2027",
  collectedByRidgeline: true,
  deposit: { amount: "1500.02", state: "paid", on: "2026-12-01" },
  balance: {
    amount: "1500.01",
    dueOn: "2027-08-03",
    state: combinedState(shares.map((s) => s.state)),
    paidAt: null,
    attempts: 0,
    lastError: null,
    needsAuthentication: false,
    awaitingOutfitter: false,
  },
  shares,
});

const render = (el: React.ReactElement) => renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{el}</QueryClientProvider>);

describe("the schedule of a party paying its balance in shares", () => {
  it("lists each hunter's balance share; the lead's Pay now is for the lead's shares only", () => {
    const shares = [share(1, 0), share(2, 1), share(3, 2)];
    const html = render(<BalanceSchedule booking={{ id: 9, status: "accepted", schedule: schedule(shares) }} audience="hunter" />);
    expect(html.match(/data-testid="share-balance"/g)).toHaveLength(3);
    expect(html).toContain("Member 2: Balance $500.00 charged automatically Aug 3, 2027");
    expect(html).toContain("Pay balance share now ($500.01)");
    expect(html).not.toContain('role="alert"');
  });

  it("a member's failed share shows their banner to them, not to the lead; the outfitter decides on that share", () => {
    const failed = share(2, 1, { state: "failed", lastError: "Your card was declined.", awaitingOutfitter: true });
    const s = schedule([share(1, 0, { state: "paid" }), failed]);
    const lead = render(<BalanceSchedule booking={{ id: 9, status: "accepted", schedule: s }} audience="hunter" />);
    expect(lead).not.toContain("payment of");
    expect(lead).not.toContain("Pay balance share now");
    const member = render(
      <BalanceSchedule booking={{ id: 9, status: "accepted", schedule: s }} audience="hunter" mine={(x) => x.memberId === 2} />,
    );
    expect(member).toContain("Your balance share payment of $500.00 failed");
    expect(member).toContain("Update card");
    const outfitter = render(<BalanceSchedule booking={{ id: 9, status: "accepted", schedule: s }} audience="outfitter" />);
    expect(outfitter).toContain("The $500.00 balance share of Member 1 is unpaid after its retries.");
    expect(outfitter).toContain("Extend 7 days");
  });

  it("combines the shares' states: paid when every share still charged is, failed when one failed", () => {
    expect(combinedState(["paid", "canceled", "paid"])).toBe("paid");
    expect(combinedState(["paid", "failed", "scheduled"])).toBe("failed");
    expect(combinedState(["processing", "scheduled"])).toBe("processing");
    expect(combinedState(["canceled"])).toBe("canceled");
    expect(combinedState(["scheduled", "paid"])).toBe("scheduled");
  });
});
