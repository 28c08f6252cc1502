import { eq } from "drizzle-orm";
import { db } from "@/db";
import { createActivePayoutAccount, createHunt } from "@/seed/factories";
import { bookingClaims, users } from "@/db/schema";
import { createCardPayment } from "@/lib/money/commission/payments";
import { addToBalance } from "@/lib/money/commission/ledger";
import { startPayoutOnboarding } from "@/lib/money/payouts/service";
import { pngBytes } from "../../support/png";
import { asCurrent, uploadUrl } from "../registry-fixtures";
import { row, type RouteRow } from "./define";

/** The outfitter area: dashboards, booking claims, the monthly questionnaire, commission payments, uploads and media. */
export const OUTFITTER_ROUTES: RouteRow[] = [
  // ── outfitter area (reads: any outfitter, approved or not) ───────────────────────────
  row("GET /api/outfitter/balance", "outfitter"),
  row("GET /api/outfitter/paypal-config", "outfitter", {
    notes: "the public PayPal client id for the Smart Buttons (the offline stand-in SDK here)",
  }),
  row("GET /api/outfitter/booking-claims", "outfitter"),
  row("GET /api/outfitter/bookings", "outfitter"),
  row("GET /api/outfitter/financial-report", "outfitter"),
  row("GET /api/outfitter/hunts", "outfitter"),
  row("GET /api/outfitter/overview", "outfitter"),
  row("GET /api/questionnaire/current", "outfitter"),

  // ── booking claims ───────────────────────────────────────────────────────────────────
  row("POST /api/booking-claims/[claimId]/respond", "approved-outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => {
      const [claim] = await db
        .insert(bookingClaims)
        .values({
          hunterId: world.hunter.id,
          outfitterId: world.outfitter.id,
          huntPriceCents: 250000,
          huntDescription: "Mule deer, 4 days",
        })
        .returning();
      return { params: { claimId: String(claim!.id) }, body: { accept: false } };
    },
  }),

  // ── commission (any outfitter pays what it owes; an order is its own) ───────────────
  row("POST /api/create-paypal-payment", "outfitter", {
    ok: 201,
    request: async ({ world, actor }) => {
      if (actor !== "anonymous") await addToBalance(db, world[actor].id, 10_000);
      return { body: { amount: "50.00", description: "Commission" } };
    },
    notes: "admins and hunters owe nothing: 403 by role; another outfitter's id in the body is 403 (tests/integration/commission-payments)",
  }),
  row("POST /api/capture-paypal-payment", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => {
      await addToBalance(db, world.outfitter.id, 10_000);
      const order = await createCardPayment(asCurrent(world.outfitter), { amount: "10.00" });
      return { body: { orderId: order.orderId } };
    },
  }),
  row("POST /api/questionnaire/submit", "approved-outfitter", {
    ok: 201,
    request: () => ({ body: { hasClientBooking: "no" } }),
    notes: "once a month: a repeat is 409 (tests/integration/questionnaire)",
  }),

  // ── uploads & media (own files only) ─────────────────────────────────────────────────
  row("POST /api/upload", ["approved-outfitter", "admin"], {
    ok: 201,
    request: () => {
      const form = new FormData();
      form.append("image", new File([pngBytes() as BlobPart], "photo.png", { type: "image/png" }));
      return { body: form };
    },
    notes: "hostile files (SVG, renamed HTML, huge headers, traversal names) in tests/integration/uploads",
  }),
  row("GET /api/upload/client", ["outfitter", "admin"], { notes: "answers { enabled } (false here: no Blob token)" }),
  row("POST /api/upload/client", "optional", {
    // Without BLOB_READ_WRITE_TOKEN an allowed caller's token request is 409; the flows with a fake Blob are in tests/integration/uploads-blob.
    expect: { anonymous: 401, hunter: 403, otherHunter: 403, pendingOutfitter: 403, outfitter: 409, otherOutfitter: 409, admin: 409 },
    request: ({ world, actor }) => ({
      body: {
        type: "blob.generate-client-token",
        payload: {
          pathname: `incoming/u${actor === "anonymous" ? 1 : world[actor].id}/${"ab".repeat(16)}.jpg`,
          clientPayload: null,
          multipart: false,
        },
      },
    }),
  }),
  row("POST /api/upload/complete", ["approved-outfitter", "admin"], {
    ok: 409,
    request: ({ world, actor }) => ({
      body: { pathname: `incoming/u${actor === "anonymous" ? 1 : world[actor].id}/${"cd".repeat(16)}.jpg` },
    }),
    notes: "409 without a Blob token; completion, ownership and bad files with a fake Blob in tests/integration/uploads-blob",
  }),
  row("DELETE /api/images/delete", ["outfitter", "admin"], {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => {
      const url = uploadUrl(world.outfitter.id);
      await createHunt({ outfitterId: world.outfitter.id, images: [url] });
      return { body: { imageUrl: url } };
    },
  }),
  row("PUT /api/outfitter/cover-photo", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world, actor }) => {
      // Cover photos are a top-tier feature: the owner is top tier, the other outfitters are not.
      if (actor === "outfitter") await db.update(users).set({ isTopTier: true }).where(eq(users.id, world.outfitter.id));
      return { body: { coverPhoto: uploadUrl(world.outfitter.id) } };
    },
  }),

  // ── payouts (each outfitter's own payout account; no id in the request) ──────────────
  row("GET /api/outfitter/payouts", "outfitter"),
  row("GET /api/outfitter/payouts/transfers", "outfitter"),
  row("POST /api/outfitter/payouts/onboard", "outfitter"),
  row("POST /api/outfitter/payouts/refresh", "outfitter"),
  row("POST /api/outfitter/payouts/login-link", "outfitter", {
    // The Express dashboard opens once onboarding is done: each outfitter caller has finished it.
    request: async ({ world, actor }) => {
      if (actor === "outfitter" || actor === "otherOutfitter" || actor === "pendingOutfitter")
        await createActivePayoutAccount(world[actor].id);
      return {};
    },
  }),
  row("POST /api/payments/test/accounts/activate", "outfitter", {
    owner: "outfitter",
    foreign: 403,
    request: async ({ world }) => {
      const { url } = await startPayoutOnboarding(asCurrent(world.outfitter));
      return { body: { accountId: new URL(url, "http://x").searchParams.get("account") } };
    },
    notes: "only the account's own outfitter; tests/integration/payouts-test-mode",
  }),
];
