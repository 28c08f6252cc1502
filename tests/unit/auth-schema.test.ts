import { describe, expect, it } from "vitest";
import {
  forgotPasswordSchema,
  loginSchema,
  MIN_PASSWORD,
  normalizeWebsiteUrl,
  registerSchema,
  resetPasswordSchema,
  userInfoSchema,
} from "@/lib/auth/schema";
import { profileSchema } from "@/lib/users/schema";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const base = { email: "a@example.com", password: "secret1", firstName: "Ann", lastName: "Lee" };

describe("normalizeWebsiteUrl", () => {
  it("adds https:// when no scheme is given and keeps http(s) links", () => {
    expect(normalizeWebsiteUrl("example.com")).toBe("https://example.com");
    expect(normalizeWebsiteUrl("  www.example.com/path ")).toBe("https://www.example.com/path");
    expect(normalizeWebsiteUrl("http://example.com")).toBe("http://example.com");
    expect(normalizeWebsiteUrl("HTTPS://Example.com")).toBe("HTTPS://Example.com");
    expect(normalizeWebsiteUrl("   ")).toBe("");
  });
});

describe("loginSchema", () => {
  it("trims and lower-cases the e-mail", () => {
    expect(loginSchema.parse({ email: "  Ann@Example.COM ", password: "secret" }).email).toBe("ann@example.com");
  });

  it("requires both fields with readable messages", () => {
    expect(firstMessage(loginSchema.safeParse({ password: "x" }))).toBe("Email is required");
    expect(firstMessage(loginSchema.safeParse({ email: "   ", password: "x" }))).toBe("Email is required");
    expect(firstMessage(loginSchema.safeParse({ email: "nope", password: "x" }))).toBe("Please enter a valid email address");
    expect(firstMessage(loginSchema.safeParse({ email: "a@example.com", password: "" }))).toBe("Password is required");
    // spec 000 §5: at least 6 characters in login mode too
    expect(firstMessage(loginSchema.safeParse({ email: "a@example.com", password: "12345" }))).toBe(
      "Password must be at least 6 characters long.",
    );
    expect(loginSchema.safeParse({ email: "a@example.com", password: "123456" }).success).toBe(true);
  });
});

describe("registerSchema", () => {
  it("needs a password of at least 6 characters", () => {
    expect(MIN_PASSWORD).toBe(6);
    expect(firstMessage(registerSchema.safeParse({ ...base, password: "12345" }))).toBe("Password must be at least 6 characters long.");
    expect(registerSchema.safeParse({ ...base, password: "123456" }).success).toBe(true);
  });

  it("requires first and last names, not blanks", () => {
    expect(firstMessage(registerSchema.safeParse({ ...base, firstName: "  " }))).toBe("First name is required");
    expect(firstMessage(registerSchema.safeParse({ ...base, lastName: undefined }))).toBe("Last name is required");
  });

  it("defaults to hunter, refuses admin, and turns an empty phone into null", () => {
    const out = registerSchema.parse({ ...base, phone: "" });
    expect(out).toMatchObject({ role: "hunter", phone: null, websiteUrl: null });
    expect(firstMessage(registerSchema.safeParse({ ...base, role: "admin" }))).toBe("Role must be hunter or outfitter");
  });

  it("accepts usual phone formats and refuses text that is not a phone number", () => {
    // Read as US numbers unless they start with + and a country code; stored in E.164 (an extension after ;ext=).
    for (const [phone, stored] of [
      ["(406) 555-0134", "+14065550134"],
      ["+1 406 555 0134 x12", "+14065550134;ext=12"],
      ["406.555.0134", "+14065550134"],
      ["1-406-555-0134", "+14065550134"],
      ["+44 20 7946 0958", "+442079460958"],
    ]) {
      expect(registerSchema.parse({ ...base, phone }).phone).toBe(stored);
    }
    // Not numbers, too short, or not a real number of the region (555 is no US area code, 12 digits is too long for one).
    for (const phone of [
      "call me",
      "12345",
      "555-CALL-NOW",
      "<b>5551234567</b>",
      "(555) 123-4567",
      "555-0100",
      "406 555 01345",
      "+999 123 4567",
    ]) {
      expect(firstMessage(registerSchema.safeParse({ ...base, phone }))).toBe("Enter a valid phone number");
    }
    expect(firstMessage(registerSchema.safeParse({ ...base, phone: "5".repeat(41) }))).toBe("Phone number is too long");
  });

  it("requires and normalises an outfitter's website; drops a hunter's", () => {
    expect(firstMessage(registerSchema.safeParse({ ...base, role: "outfitter" }))).toBe("Website URL is required for outfitters");
    expect(registerSchema.parse({ ...base, role: "outfitter", websiteUrl: "guides.com" }).websiteUrl).toBe("https://guides.com");
    expect(firstMessage(registerSchema.safeParse({ ...base, role: "outfitter", websiteUrl: "two words" }))).toBe(
      "Please enter a valid website URL",
    );
    expect(registerSchema.parse({ ...base, websiteUrl: "guides.com" }).websiteUrl).toBeNull();
  });

  it("strips fields the client must not set", () => {
    const out = registerSchema.parse({ ...base, isApproved: true, isTopTier: true }) as Record<string, unknown>;
    expect(out).not.toHaveProperty("isApproved");
    expect(out).not.toHaveProperty("isTopTier");
  });
});

describe("forgot, reset and user-info schemas", () => {
  it("forgot-password trims the e-mail", () => {
    expect(forgotPasswordSchema.parse({ email: " X@Y.io " }).email).toBe("x@y.io");
  });

  it("reset needs a token and a 6-character password", () => {
    expect(firstMessage(resetPasswordSchema.safeParse({ newPassword: "secret1" }))).toBe("Invalid Reset Link");
    expect(firstMessage(resetPasswordSchema.safeParse({ token: "t", newPassword: "short" }))).toBe(
      "Password must be at least 6 characters long.",
    );
    expect(resetPasswordSchema.safeParse({ token: "t", newPassword: "secret1" }).success).toBe(true);
    expect(userInfoSchema.safeParse({ token: "" }).success).toBe(false);
  });
});

describe("profileSchema", () => {
  it("accepts a partial update and strips role and flags", () => {
    const out = profileSchema.parse({ firstName: " Ann ", role: "admin", isApproved: true }) as Record<string, unknown>;
    expect(out).toEqual({ firstName: "Ann" });
  });

  it("normalises e-mail, phone and website", () => {
    expect(profileSchema.parse({ email: " A@B.co ", phone: "", websiteUrl: "site.org" })).toEqual({
      email: "a@b.co",
      phone: null,
      websiteUrl: "https://site.org",
    });
    expect(profileSchema.parse({ websiteUrl: "" }).websiteUrl).toBe("");
  });

  it("refuses a phone that is not a phone number, with the register form's message", () => {
    expect(firstMessage(profileSchema.safeParse({ phone: "ask for Bob" }))).toBe("Enter a valid phone number");
    expect(profileSchema.parse({ phone: " +1 (406) 555-0134 " }).phone).toBe("+14065550134");
  });

  it("refuses blank names, bad e-mails and bad websites", () => {
    expect(firstMessage(profileSchema.safeParse({ lastName: " " }))).toBe("Last name is required");
    expect(firstMessage(profileSchema.safeParse({ email: "x" }))).toBe("Please enter a valid email address");
    expect(firstMessage(profileSchema.safeParse({ websiteUrl: "a b" }))).toBe("Please enter a valid website URL");
  });
});
