// A stand-in for PayPal's JS SDK (the members @paypal/react-paypal-js uses): an approval step where PayPal would open its window.
// No card is charged: the server's offline provider captures the order.
export const PAYPAL_TEST_SDK = `(() => {
  "use strict";
  const css = {
    button: "display:flex;width:100%;min-height:45px;align-items:center;justify-content:center;gap:6px;border:0;border-radius:6px;background:#ffc439;color:#111;font:600 15px/1.2 system-ui,sans-serif;cursor:pointer",
    panel: "display:flex;flex-direction:column;gap:8px;border:1px solid #d4d4d4;border-radius:8px;padding:12px;font:14px/1.4 system-ui,sans-serif",
    row: "display:flex;gap:8px;justify-content:flex-end",
    secondary: "min-height:40px;padding:0 14px;border:1px solid #d4d4d4;border-radius:6px;background:#fff;color:#111;font:500 14px system-ui,sans-serif;cursor:pointer",
    primary: "min-height:40px;padding:0 14px;border:0;border-radius:6px;background:#0070ba;color:#fff;font:600 14px system-ui,sans-serif;cursor:pointer",
  };
  const el = (tag, style, text) => {
    const node = document.createElement(tag);
    if (style) node.setAttribute("style", style);
    if (text) node.textContent = text;
    return node;
  };
  function Buttons(options) {
    options = options || {};
    let root = null;
    let enabled = true;
    const actions = {
      enable: () => { enabled = true; if (root) root.style.opacity = ""; return Promise.resolve(); },
      disable: () => { enabled = false; if (root) root.style.opacity = "0.38"; return Promise.resolve(); },
    };
    const fail = (err) => { if (typeof options.onError === "function") options.onError(err instanceof Error ? err : new Error(String(err))); };
    function showButton() {
      root.replaceChildren();
      const button = el("button", css.button, "Pay with PayPal (test mode)");
      button.type = "button";
      button.setAttribute("data-funding-source", "paypal");
      button.addEventListener("click", async () => {
        if (!enabled) return;
        button.disabled = true;
        try {
          if (typeof options.onClick === "function") await options.onClick({ fundingSource: "paypal" }, actions);
          const orderID = await options.createOrder({ paymentSource: "paypal" }, {});
          if (!orderID) throw new Error("createOrder returned no order id");
          showApproval(String(orderID));
        } catch (err) {
          button.disabled = false;
          fail(err);
        }
      });
      root.append(button);
    }
    function showApproval(orderID) {
      root.replaceChildren();
      const panel = el("div", css.panel);
      panel.setAttribute("role", "group");
      panel.setAttribute("aria-label", "PayPal test approval");
      panel.append(el("strong", "", "Test mode — no card is charged"), el("span", "", "PayPal is not configured on this server. Approve order " + orderID + "?"));
      const row = el("div", css.row);
      const cancel = el("button", css.secondary, "Cancel");
      const approve = el("button", css.primary, "Approve payment");
      cancel.type = approve.type = "button";
      cancel.addEventListener("click", () => {
        showButton();
        if (typeof options.onCancel === "function") options.onCancel({ orderID });
      });
      approve.addEventListener("click", async () => {
        approve.disabled = cancel.disabled = true;
        try {
          if (typeof options.onApprove === "function") await options.onApprove({ orderID, payerID: "TESTPAYER", paymentSource: "paypal" }, {});
        } catch (err) {
          fail(err);
        }
        if (root) showButton();
      });
      row.append(cancel, approve);
      panel.append(row);
      root.append(panel);
    }
    return {
      isEligible: () => true,
      render(container) {
        const target = typeof container === "string" ? document.querySelector(container) : container;
        if (!target) return Promise.reject(new Error("PayPal test SDK: no container to render into"));
        root = el("div", "");
        root.setAttribute("data-paypal-test-buttons", "");
        target.append(root);
        showButton();
        if (typeof options.onInit === "function") options.onInit({}, actions);
        return Promise.resolve();
      },
      close() {
        if (root) root.remove();
        root = null;
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons, version: "test" };
})();
`;
