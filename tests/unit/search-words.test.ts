import { describe, expect, it } from "vitest";
import { readSearchWords, termPattern } from "@/lib/hunts/search-words";
import { readTextDates } from "@/lib/hunts/text-dates";
import { filtersOf, huntSearchQuerySchema } from "@/lib/hunts/search-schema";

const TODAY = "2026-12-04";
const read = (text: string) => readSearchWords(text, TODAY);

describe("the search box's words", () => {
  it("splits words, keeps place phrases whole and drops words that name no hunt", () => {
    expect(read("Elk hunt in New Zealand, Canterbury").terms).toEqual(["elk", "new zealand", "canterbury"]);
    expect(read("united  kingdom red stag").terms).toEqual(["united kingdom", "red", "stag"]);
    expect(read("the hunt").terms).toEqual([]);
  });

  it("expands places to their parts and demonyms, codes only as whole words", () => {
    expect(termPattern("scotland")).toBe("(\\mscotland|\\mscottish)");
    expect(termPattern("uk")).toContain("\\muk\\M|");
    expect(termPattern("uk")).toContain("\\mscotland|");
    expect(termPattern("usa")).toContain("\\mmontana|");
    expect(termPattern("山x")).toBe("(山x)");
    expect(termPattern("a.b(c")).toBe("(\\ma\\.b\\(c)");
  });
});

describe("dates among the words", () => {
  it.each([
    ["elk october 2027", ["elk"], "2027-10-01", "2027-10-31"],
    ["october", [], "2027-10-01", "2027-10-31"],
    ["december", [], "2026-12-01", "2026-12-31"],
    ["sept 2027", [], "2027-09-01", "2027-09-30"],
    ["2027-10-05", [], "2027-10-05", "2027-10-05"],
    ["5th october 2027", [], "2027-10-05", "2027-10-05"],
    ["oct 5, 2027", [], "2027-10-05", "2027-10-05"],
    ["2027", [], "2027-01-01", "2027-12-31"],
    ["february 2028", [], "2028-02-01", "2028-02-29"],
    ["2027-10-05 to 2027-10-20 montana", ["montana"], "2027-10-05", "2027-10-20"],
    ["2027-10-05–2027-10-20", [], "2027-10-05", "2027-10-20"],
    ["september-october 2027", [], "2027-09-01", "2027-10-31"],
    ["december to january", [], "2026-12-01", "2027-01-31"],
    ["may 2027 elk sep 2027", ["elk"], "2027-05-01", "2027-09-30"],
  ])("%s", (text, rest, from, to) => {
    expect(read(text)).toEqual({ terms: rest, from, to });
  });

  it.each([["2027-02-30"], ["2027-13-01"], ["feb 30 2027"], ["november 2027 to october 2027"]])("%s does not exist", (text) => {
    expect(read(text).invalidDate).toBe(text);
  });

  it.each([["october 32 2027"], ["99999"], ["to"], ["-"], ["1999"], ["ma"], ["mart"]])("%s is words, never a throw", (text) => {
    const r = read(text);
    expect(r.invalidDate).toBeUndefined();
    expect(r.from === undefined || r.from <= r.to!).toBe(true);
  });

  it("keeps words that are not dates in order", () => {
    expect(readTextDates(["elk", "in", "may", "2027"], TODAY)).toEqual({ rest: ["elk", "in"], from: "2027-05-01", to: "2027-05-31" });
  });
});

describe("the query schema", () => {
  const filters = (q: Record<string, string>) => filtersOf(huntSearchQuerySchema.parse(q), new Date(`${TODAY}T12:00:00Z`));

  it("turns the dates of the search box, or of a Dates text that is only a date, into From/To", () => {
    expect(filters({ location: "montana elk october 2027" })).toEqual({ location: "montana elk", from: "2027-10-01", to: "2027-10-31" });
    expect(filters({ dates: "October 2027" })).toEqual({ from: "2027-10-01", to: "2027-10-31" });
    expect(filters({ dates: "early season" })).toEqual({ dates: "early season" });
    expect(filters({ location: "2027-10-05" })).toEqual({ from: "2027-10-05", to: "2027-10-05" });
  });

  it("lets From and To win over typed dates", () => {
    expect(filters({ location: "elk october 2027", from: "2027-09-01" })).toEqual({ location: "elk", from: "2027-09-01" });
  });

  it("refuses a date that does not exist with the field's message", () => {
    const r = huntSearchQuerySchema.safeParse({ location: "elk 2027-02-30" });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe("Location has a date that does not exist: 2027-02-30");
  });
});
