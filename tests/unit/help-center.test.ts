import { describe, expect, it } from "vitest";
import { COMING_SOON, HELP_ARTICLES, HELP_CATEGORIES, POPULAR_ARTICLE_IDS, articlesIn, popularArticles } from "@/lib/help-center/articles";
import { articleMatches, searchHelpCenter, searchTerms } from "@/lib/help-center/search";

const ids = (q: string) => searchHelpCenter(q).flatMap((c) => c.articles.map((a) => a.id));

describe("help center articles", () => {
  it("has the spec's six categories in order, with four articles each", () => {
    expect(HELP_CATEGORIES.map((c) => c.title)).toEqual([
      "Getting Started",
      "Booking Hunts",
      "Payments & Billing",
      "Communication",
      "Account & Security",
      "For Outfitters",
    ]);
    for (const c of HELP_CATEGORIES) expect(articlesIn(c.id)).toHaveLength(4);
    expect(HELP_ARTICLES).toHaveLength(24);
    expect(new Set(HELP_ARTICLES.map((a) => a.id)).size).toBe(24);
  });

  it("has exactly 14 written articles; the other 10 are coming soon", () => {
    const written = HELP_ARTICLES.filter((a) => a.body && a.body.length > 0);
    expect(written).toHaveLength(14);
    expect(HELP_ARTICLES.filter((a) => !a.body)).toHaveLength(10);
    expect(COMING_SOON).toBe("Article content coming soon...");
    for (const a of written) expect(a.body!.join(" ").length).toBeGreaterThan(150);
  });

  it("has six popular articles, all written out", () => {
    expect(POPULAR_ARTICLE_IDS).toHaveLength(6);
    expect(popularArticles().every((a) => a.body)).toBe(true);
  });

  it("states the platform constants from their single source", () => {
    const text = (id: string) => HELP_ARTICLES.find((a) => a.id === id)!.body!.join(" ");
    expect(text("fees")).toContain("10% service fee");
    expect(text("fees")).toContain("3.2% card convenience fee");
    expect(text("commission-payments")).toContain("within 30 days");
    expect(text("reset-password")).toContain("valid for 1 hour");
    expect(text("become-outfitter")).toContain("24 to 48 hours");
    expect(text("monthly-report")).toContain("by the 14th");
    expect(text("monthly-report")).toContain("From the 15th");
    expect(text("cancellation")).toContain("up to 30 days before");
    expect(text("messaging")).toContain("reply to hunters who wrote to them first");
    expect(text("reviews")).toContain("before it is published");
  });
});

describe("help center search", () => {
  it("returns every category and article for an empty or blank query", () => {
    expect(searchTerms("   ")).toEqual([]);
    expect(searchHelpCenter("")).toHaveLength(6);
    expect(ids("  ")).toHaveLength(24);
  });

  it("matches titles case-insensitively", () => {
    expect(ids("PASSWORD")).toContain("reset-password");
    expect(ids("UNDERSTANDING hunt LISTINGS")).toEqual(["hunt-listings"]);
    expect(ids("CANCELLATION policy")[0]).toBe("book-hunt"); // its text names the Cancellation Policy
    expect(ids("CANCELLATION policy")).toContain("cancellation");
  });

  it("matches the article text, not only titles", () => {
    // "Stripe" appears only in the body of the payment-methods article.
    expect(ids("stripe")).toEqual(["payment-methods"]);
    expect(ids("3.2%")).toEqual(expect.arrayContaining(["fees", "payment-methods", "commission-payments"]));
  });

  it("needs every word to match and leaves out empty categories", () => {
    expect(ids("commission check")).toEqual(expect.arrayContaining(["commission-payments"]));
    expect(ids("commission zebra")).toEqual([]);
    const r = searchHelpCenter("favorite");
    expect(r.every((c) => c.articles.length > 0)).toBe(true);
    expect(r.map((c) => c.id)).toContain("getting-started");
  });

  it("finds nothing for an unknown word (the page shows its empty state)", () => {
    expect(searchHelpCenter("xylophone")).toEqual([]);
  });

  it("matches coming-soon articles by title", () => {
    const a = HELP_ARTICLES.find((x) => x.id === "receipts")!;
    expect(articleMatches(a, ["receipts"])).toBe(true);
    expect(articleMatches(a, ["coming"])).toBe(false);
  });
});
