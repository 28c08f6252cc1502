import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/outfitter/payouts/transfers/route";
import { db } from "@/db";
import { bookingInstallments } from "@/db/schema";
import { createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import type { CurrentUser } from "@/lib/auth/current-user";
import { listPayoutTransfers, TRANSFERS_PAGE_SIZE, type PayoutTransfersPage } from "@/lib/money/payouts/transfers";
import { call } from "../../support/http";

const at = (iso: string) => new Date(iso);
const asUser = (u: { id: number; role: string }) => u as CurrentUser;

async function world() {
  const outfitter = await createOutfitter();
  const other = await createOutfitter();
  const hunter = await createHunter();
  const hunt = await createHunt({ outfitterId: outfitter.id, title: "Missouri Breaks Elk" });
  const base = { huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id, transferDestination: "acct_test_1" };
  // Captured deposit with the platform's fee taken at booking.
  const paid = await createBooking({
    ...base,
    totalAmountCents: 400000,
    depositCents: 100000,
    applicationFeeCents: 10000,
    paymentStatus: "paid",
    status: "accepted",
    paidAt: at("2026-10-02T10:00:00Z"),
  });
  // Captured, then refunded in part (taken back from the account).
  const refunded = await createBooking({
    ...base,
    totalAmountCents: 300000,
    depositCents: 150000,
    paymentStatus: "partially_refunded",
    status: "cancelled",
    paidAt: at("2026-09-01T10:00:00Z"),
    refundedCents: 75000,
    refundedAt: at("2026-09-20T10:00:00Z"),
  });
  await db.insert(bookingInstallments).values({
    bookingId: paid.id,
    kind: "balance",
    amountCents: 300000,
    dueOn: "2026-11-01",
    state: "paid",
    idempotencyKey: `bal-${paid.id}`,
    paidAt: at("2026-11-01T09:00:00Z"),
  });
  // Not transfers: a card only held, a booking paid outside the platform's charges, another outfitter's.
  await createBooking({ ...base, paymentStatus: "authorized", paidAt: at("2026-10-05T10:00:00Z") });
  await createBooking({ ...base, transferDestination: null, paymentStatus: "paid", paidAt: at("2026-10-06T10:00:00Z") });
  const otherHunt = await createHunt({ outfitterId: other.id });
  await createBooking({ ...base, huntId: otherHunt.id, outfitterId: other.id, paymentStatus: "paid", paidAt: at("2026-10-07T10:00:00Z") });
  return { outfitter, other, hunter, paid, refunded };
}

describe("the outfitter's payout transfers (issue 53 item 14)", () => {
  it("lists captured charges and refunds of its own bookings, newest first, net of the platform's fee", async () => {
    const { outfitter, paid, refunded } = await world();
    const page = await listPayoutTransfers(asUser(outfitter), { page: 1 });
    expect(page.items.map((t) => [t.kind, t.bookingId, t.amount, t.status])).toEqual([
      ["balance", paid.id, "3000.00", "transferred"],
      ["booking", paid.id, "900.00", "transferred"],
      ["refund", refunded.id, "-750.00", "reversed"],
      ["booking", refunded.id, "1500.00", "partially_refunded"],
    ]);
    expect(page.items[1]).toMatchObject({ fee: "100.00", huntTitle: "Missouri Breaks Elk", at: "2026-10-02T10:00:00.000Z" });
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 4 });
  });

  it("pages by 20 and says how many pages there are, past the end too", async () => {
    const outfitter = await createOutfitter();
    const hunter = await createHunter();
    const hunt = await createHunt({ outfitterId: outfitter.id });
    for (let i = 0; i < TRANSFERS_PAGE_SIZE + 1; i++)
      await createBooking({
        huntId: hunt.id,
        outfitterId: outfitter.id,
        hunterId: hunter.id,
        transferDestination: "acct_test_2",
        paymentStatus: "paid",
        paidAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    const first = await listPayoutTransfers(asUser(outfitter), { page: 1 });
    const second = await listPayoutTransfers(asUser(outfitter), { page: 2 });
    expect(first.items).toHaveLength(TRANSFERS_PAGE_SIZE);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.at).toBe("2026-01-01T00:00:00.000Z");
    expect(new Set([...first.items, ...second.items].map((t) => t.key)).size).toBe(TRANSFERS_PAGE_SIZE + 1);
    expect(await listPayoutTransfers(asUser(outfitter), { page: 9 })).toMatchObject({ items: [], pageCount: 2, total: 21 });
  });

  it("GET /api/outfitter/payouts/transfers: the outfitter's own list; a bad page is a 400 with its message; other roles 403", async () => {
    const { outfitter, other, hunter } = await world();
    const get = async (userId: number, query = "") =>
      call(GET, { method: "GET", url: `/api/outfitter/payouts/transfers${query}`, token: await issueApiToken(userId) });
    const mine = await get(outfitter.id, "?page=1");
    expect(mine.status).toBe(200);
    expect((mine.json as PayoutTransfersPage).total).toBe(4);
    expect(((await get(other.id)).json as PayoutTransfersPage).total).toBe(1);
    for (const bad of ["0", "x", "1.5", "99999"]) {
      const r = await get(outfitter.id, `?page=${bad}`);
      expect(r.status, bad).toBe(400);
      expect(JSON.stringify(r.json)).toContain("page must be a whole number from 1 to 10000");
    }
    expect((await get(hunter.id)).status).toBe(403);
  });
});
