type Obj = Record<string, unknown>;
type Send = (status: number, data: Obj) => void;

/**
 * The Connect part of the fake Stripe server: Express accounts, account links and login links.
 * A new account still needs its details; `update` plays what Stripe does as onboarding proceeds.
 */
export function fakeConnect() {
  const accounts = new Map<string, Obj>();
  let seq = 0;
  const missing = (send: Send, id: string) =>
    send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such account: '${id}'` } });

  function handle(method: string, path: string, body: Obj, send: Send): Obj | null | false {
    if (method === "POST" && path === "/v1/accounts") {
      const id = `acct_fake_${++seq}`;
      const account: Obj = {
        id,
        object: "account",
        email: body.email ?? null,
        country: body.country ?? "US",
        controller: body.controller ?? null,
        capabilities: body.capabilities ?? {},
        metadata: body.metadata ?? {},
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ["external_account", "individual.verification.document", "tos_acceptance.date"],
          past_due: [],
          disabled_reason: "requirements.past_due",
        },
      };
      accounts.set(id, account);
      send(200, account);
      return account;
    }
    const acct = /^\/v1\/accounts\/([^/]+)(\/login_links)?$/.exec(path);
    if (acct) {
      const account = accounts.get(acct[1]!);
      if (!account) return (missing(send, acct[1]!), null);
      if (method === "GET" && !acct[2]) return (send(200, account), null);
      if (method === "POST" && acct[2]) {
        if (!account.details_submitted) {
          return (
            send(400, {
              error: {
                type: "invalid_request_error",
                message: "Cannot create a login link for an account that has not completed onboarding.",
              },
            }),
            null
          );
        }
        const link = { object: "login_link", url: `https://connect.stripe.test/express/${account.id}/${++seq}`, created: 1 };
        send(200, link);
        return link;
      }
    }
    if (method === "POST" && path === "/v1/account_links") {
      if (!accounts.has(String(body.account))) return (missing(send, String(body.account)), null);
      const link = {
        object: "account_link",
        url: `https://connect.stripe.test/setup/${String(body.account)}/${++seq}`,
        expires_at: 1,
        created: 1,
      };
      send(200, link);
      return link;
    }
    return false;
  }

  return {
    accounts,
    handle,
    /** What Stripe reports as onboarding proceeds (the object account.updated carries). */
    update(id: string, change: { charges_enabled?: boolean; payouts_enabled?: boolean; details_submitted?: boolean; requirements?: Obj }) {
      const account = accounts.get(id)!;
      Object.assign(account, change);
      return account;
    },
  };
}
