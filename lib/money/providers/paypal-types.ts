/** The commission-payment provider boundary: PayPal Orders v2, or the offline test provider. */
export type CreateOrderArgs = {
  paymentId: number;
  totalCents: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
};

export type CreatedOrder = { orderId: string; approvalUrl: string };

/** What a capture reported, as PayPal words it (status COMPLETED, PENDING, DECLINED …). */
export type CaptureResult = {
  orderId: string;
  orderStatus: string;
  captureId: string | null;
  captureStatus: string | null;
  currency: string | null;
  value: string | null;
  customId: string | null;
};

export type CommissionPaymentProvider = {
  name: "paypal" | "test";
  createOrder(args: CreateOrderArgs): Promise<CreatedOrder>;
  /** `expected` lets the offline provider answer like PayPal would for this order. */
  captureOrder(orderId: string, expected: { paymentId: number; totalCents: number }): Promise<CaptureResult>;
};

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
    public readonly issue?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
