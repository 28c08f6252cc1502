import { describe, expect, it } from "vitest";
import { loginHref, safeReturnPath } from "@/lib/auth/return-path";

describe("the path sign-in returns to", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeReturnPath("/booking/12")).toBe("/booking/12");
    expect(safeReturnPath("/messages?recipient=4&autoOpen=true#latest")).toBe("/messages?recipient=4&autoOpen=true#latest");
  });

  it.each([
    ["another origin", "https://evil.example/booking/1"],
    ["protocol-relative", "//evil.example/x"],
    ["backslash read as a slash", "/\\evil.example"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative path", "booking/1"],
    ["a control character", "/x\n/y"],
    ["a tab before slashes", "/\t/evil.example"],
    ["too long", `/${"a".repeat(600)}`],
    ["empty", ""],
  ])("refuses %s", (_, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("the login link carries a safe path and drops any other", () => {
    expect(loginHref("/booking/12")).toBe("/?login=true&next=%2Fbooking%2F12");
    expect(loginHref("https://evil.example")).toBe("/?login=true");
    expect(loginHref()).toBe("/?login=true");
  });
});
