import { describe, expect, it } from "vitest";
import { formatPhone, isPhoneNumber, storedPhoneOrAsEntered, toStoredPhone } from "@/lib/users/phone";

describe("phone numbers (libphonenumber-js, US by default)", () => {
  it("stores E.164, an extension after ;ext=", () => {
    expect(toStoredPhone("(406) 555-0134")).toBe("+14065550134");
    expect(toStoredPhone(" 406.555.0134 ")).toBe("+14065550134");
    expect(toStoredPhone("+1 406 555 0134 ext. 7")).toBe("+14065550134;ext=7");
    expect(toStoredPhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(toStoredPhone("call me")).toBeNull();
    expect(isPhoneNumber("555-0100")).toBe(false);
  });

  it("shows +1 numbers in the national format and others in the international one", () => {
    expect(formatPhone("+14065550134")).toBe("(406) 555-0134");
    expect(formatPhone("+14065550134;ext=7")).toBe("(406) 555-0134 ext. 7");
    expect(formatPhone("+12505550188")).toBe("(250) 555-0188");
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
    // a value kept as entered (unparseable) is shown as it is; none is empty
    expect(formatPhone("+263 4 555 0147")).toBe("+263 4 555 0147");
    expect(formatPhone(null)).toBe("");
  });

  it("keeps what does not parse as entered, flagged", () => {
    expect(storedPhoneOrAsEntered("(907) 555-0117")).toEqual({ phone: "+19075550117", unparsed: false });
    expect(storedPhoneOrAsEntered("ring the lodge")).toEqual({ phone: "ring the lodge", unparsed: true });
  });
});
