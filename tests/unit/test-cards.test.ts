import { describe, expect, it } from "vitest";
import { evaluateTestCard, formatCardNumber, formatExpiry, luhnValid } from "@/lib/money/providers/test-cards";

const now = new Date("2030-06-15T12:00:00Z");

describe("offline test cards", () => {
  it("checks numbers with Luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4242")).toBe(false);
  });

  it("succeeds with 4242…, declines 4000…0002 and non-test cards with the provider's words", () => {
    expect(evaluateTestCard({ number: "4242 4242 4242 4242", expiry: "06 / 30", cvc: "123" }, now)).toEqual({ ok: true, last4: "4242" });
    expect(evaluateTestCard({ number: "4000 0000 0000 0002", expiry: "12/31", cvc: "1234" }, now)).toMatchObject({
      ok: false,
      kind: "declined",
      message: "Your card was declined.",
    });
    expect(evaluateTestCard({ number: "4000000000009995", expiry: "12/2031", cvc: "123" }, now)).toMatchObject({
      kind: "declined",
      message: "Your card has insufficient funds.",
    });
    expect(evaluateTestCard({ number: "5555555555554444", expiry: "12/31", cvc: "123" }, now)).toMatchObject({ kind: "declined" });
  });

  it("rejects incomplete or past expiry dates and short security codes", () => {
    const base = { number: "4242424242424242", cvc: "123" };
    expect(evaluateTestCard({ ...base, expiry: "05 / 30" }, now)).toMatchObject({
      field: "expiry",
      message: "Your card's expiration date is in the past.",
    });
    expect(evaluateTestCard({ ...base, expiry: "06 / 30" }, now)).toMatchObject({ ok: true });
    expect(evaluateTestCard({ ...base, expiry: "1" }, now)).toMatchObject({
      field: "expiry",
      message: "Your card's expiration date is incomplete.",
    });
    expect(evaluateTestCard({ ...base, expiry: "00/31" }, now)).toMatchObject({ field: "expiry" });
    expect(evaluateTestCard({ ...base, expiry: "12/31", cvc: "12" }, now)).toMatchObject({ field: "cvc" });
  });

  it("formats what the hunter types", () => {
    expect(formatCardNumber("4242abc4242424242424299")).toBe("4242 4242 4242 4242 429");
    expect(formatExpiry("1228")).toBe("12 / 28");
    expect(formatExpiry("1")).toBe("1");
  });
});
