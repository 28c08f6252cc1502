type Obj = Record<string, unknown>;
type Send = (status: number, data: Obj) => void;

export const FAILURE_MESSAGES: Record<string, string> = {
  card_declined: "Your card was declined.",
  authentication_required: "Your card was declined. This transaction requires authentication.",
};

/**
 * The fake Stripe's Customers, SetupIntents and PaymentMethods (the saved card the balance is charged with). What the browser's
 * Stripe Elements does to a SetupIntent is `confirmSetup`; `behaviour` says how a saved card answers an off-session charge.
 */
export function fakeSavedCards(nextSeq: () => number) {
  const customers = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const behaviour = new Map<string, "card_declined" | "authentication_required">();

  function handle(method: string, path: string, body: Obj, send: Send, _key: string | null): Obj | null | false {
    void _key;
    if (method === "POST" && path === "/v1/customers") {
      const c = {
        id: `cus_fake_${nextSeq()}`,
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(c.id, c);
      send(200, c);
      return c;
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      const id = `seti_fake_${nextSeq()}`;
      const si = {
        id,
        object: "setup_intent",
        customer: body.customer ?? null,
        usage: body.usage ?? "off_session",
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        payment_method: null,
        metadata: body.metadata ?? {},
        last_setup_error: null,
      };
      setupIntents.set(id, si);
      send(200, si);
      return si;
    }
    const si = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && si) {
      const found = setupIntents.get(si[1]!);
      if (found) send(200, found);
      else send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such setupintent: '${si[1]}'` } });
      return null;
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === "GET" && pm) {
      send(200, { id: pm[1], object: "payment_method", type: "card", card: { brand: "visa", last4: "4242" } });
      return null;
    }
    return false;
  }

  return {
    customers,
    setupIntents,
    behaviour,
    handle,
    /** What Stripe Elements' confirmSetup does: the card is saved (succeeded) or the bank asks for 3-D Secure (requires_action). */
    confirmSetup(id: string, status: "succeeded" | "requires_action", paymentMethod = `pm_fake_${nextSeq()}`) {
      const found = setupIntents.get(id)!;
      Object.assign(found, { status, payment_method: status === "succeeded" ? paymentMethod : null });
      return found;
    },
  };
}
