import { describe, expect, it } from "vitest";
import { isAmazonUrl, withAffiliateTag } from "@/lib/gear/schema";
import { PLATFORM_SETTINGS, formatRate } from "@/lib/platform/settings";

describe("Amazon links", () => {
  it("accepts http(s) links on an amazon.* host only", () => {
    for (const ok of [
      "https://www.amazon.com/dp/B0",
      "http://amazon.co.uk/x",
      "https://smile.amazon.de/dp/1",
      "https://www.amazon.com.au/dp/1",
    ]) {
      expect(isAmazonUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      "https://amazon.com.evil.com/dp/1",
      "https://notamazon.com/x",
      "ftp://amazon.com/x",
      "javascript:alert(1)",
      "amazon.com/dp/1",
      "https://amzn.to/abc",
      "",
    ]) {
      expect(isAmazonUrl(bad), bad).toBe(false);
    }
  });

  it("adds the affiliate tag when the link has none and keeps an existing one", () => {
    expect(withAffiliateTag("https://www.amazon.com/dp/B01?th=1", "ridgeline-20")).toBe(
      "https://www.amazon.com/dp/B01?th=1&tag=ridgeline-20",
    );
    expect(withAffiliateTag("https://www.amazon.com/dp/B01", "ridgeline-20")).toBe("https://www.amazon.com/dp/B01?tag=ridgeline-20");
    expect(withAffiliateTag("https://www.amazon.com/dp/B01?tag=", "ridgeline-20")).toBe("https://www.amazon.com/dp/B01?tag=ridgeline-20");
    expect(withAffiliateTag("https://www.amazon.com/dp/B01?tag=other-21", "ridgeline-20")).toBe(
      "https://www.amazon.com/dp/B01?tag=other-21",
    );
  });
});

describe("platform settings", () => {
  it("reads the rates from lib/format/money", () => {
    expect(formatRate(1000)).toBe("10%");
    expect(formatRate(320)).toBe("3.2%");
    expect(PLATFORM_SETTINGS.map((s) => s.value)).toEqual(["10%", "3.2%", "Due by the 14th", "30 days", "January 1st"]);
  });
});
