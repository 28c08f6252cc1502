import "server-only";
import { randomBytes } from "node:crypto";
import { formatCents } from "@/lib/format/money";
import type { CommissionPaymentProvider } from "./paypal-types";

/** The offline stand-in for PayPal: the approval page is ours, and a capture completes for exactly the order's amount. */
export const testPaypalProvider: CommissionPaymentProvider = {
  name: "test",
  async createOrder(args) {
    const orderId = `TEST-${randomBytes(8).toString("hex").toUpperCase()}`;
    const url = new URL("/paypal-test-checkout", args.returnUrl);
    url.searchParams.set("token", orderId);
    url.searchParams.set("amount", formatCents(args.totalCents));
    return { orderId, approvalUrl: url.toString() };
  },
  async captureOrder(orderId, expected) {
    return {
      orderId,
      orderStatus: "COMPLETED",
      captureId: `${orderId}-CAPTURE`,
      captureStatus: "COMPLETED",
      currency: "USD",
      value: formatCents(expected.totalCents),
      customId: String(expected.paymentId),
    };
  },
};
