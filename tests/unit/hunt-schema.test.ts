import { describe, expect, it } from "vitest";
import { HUNT_MESSAGES, huntCreateSchema, huntUpdateSchema, morePhotosMessage, previewDiscountedPrice } from "@/lib/hunts/schema";

const valid = {
  title: "Bull Elk Hunt",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  location: "Montana, USA",
  price: "4500",
  duration: "5",
  groupSize: "4",
  dates: "Sept 10-15, 2027",
  availability: "4",
  images: [],
};

const firstMessage = (input: unknown, schema = huntCreateSchema) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe("hunt schema (spec 001 §5)", () => {
  it("accepts a complete hunt and stores cents", () => {
    const r = huntCreateSchema.parse({ ...valid, price: 4500.5, difficulty: "moderate" });
    expect(r).toMatchObject({ priceCents: 450050, originalPriceCents: null, isDiscounted: false, durationDays: 5, difficulty: "moderate" });
  });

  it.each(["title", "description", "location", "price", "duration", "groupSize", "dates", "availability"])(
    "requires %s with the Missing Information message",
    (field) => {
      expect(firstMessage({ ...valid, [field]: "" })).toBe(HUNT_MESSAGES.required);
      expect(firstMessage({ ...valid, [field]: undefined })).toBe(HUNT_MESSAGES.required);
    },
  );

  it("requires at least one species", () => {
    expect(firstMessage({ ...valid, species: [] })).toBe(HUNT_MESSAGES.required);
  });

  it("requires discount type and value when the discount is on", () => {
    expect(firstMessage({ ...valid, isDiscounted: true, discountValue: "10" })).toBe(HUNT_MESSAGES.required);
    expect(firstMessage({ ...valid, isDiscounted: true, discountType: "percentage" })).toBe(HUNT_MESSAGES.required);
  });

  it.each([["0"], ["-5"], ["100.01"], ["abc"], [150]])("refuses a percentage of %s", (value) => {
    expect(firstMessage({ ...valid, isDiscounted: true, discountType: "percentage", discountValue: value })).toBe(HUNT_MESSAGES.percentage);
  });

  it.each([["4500"], ["4500.01"], [9000]])("refuses a fixed discount of %s on a $4500 hunt", (value) => {
    expect(firstMessage({ ...valid, isDiscounted: true, discountType: "amount", discountValue: value })).toBe(HUNT_MESSAGES.amountTooHigh);
  });

  it("refuses a zero fixed discount", () => {
    expect(firstMessage({ ...valid, isDiscounted: true, discountType: "amount", discountValue: "0" })).toBe(HUNT_MESSAGES.amountInvalid);
  });

  it("requires the custom species when 'other' is chosen, lower-cases it and replaces 'other'", () => {
    expect(firstMessage({ ...valid, species: ["other"] })).toBe(HUNT_MESSAGES.customSpecies);
    expect(firstMessage({ ...valid, species: ["other"], customSpecies: "  " })).toBe(HUNT_MESSAGES.customSpecies);
    const r = huntCreateSchema.parse({ ...valid, species: ["elk/wapiti", "other"], customSpecies: "  Javelina  " });
    expect(r.species).toEqual(["elk/wapiti", "javelina"]);
  });

  it("refuses species outside the catalogue", () => {
    expect(firstMessage({ ...valid, species: ["dragon"] })).toBe(HUNT_MESSAGES.unknownSpecies);
  });

  it.each([
    ["price", "-1", HUNT_MESSAGES.price],
    ["price", "10.001", HUNT_MESSAGES.price],
    ["price", "1000000.01", HUNT_MESSAGES.priceMax],
    ["duration", "0", HUNT_MESSAGES.duration],
    ["duration", "1.5", HUNT_MESSAGES.duration],
    ["groupSize", "0", HUNT_MESSAGES.groupSize],
    ["availability", "0", HUNT_MESSAGES.availability],
  ])("refuses %s = %s", (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(message);
  });

  it("allows availability 0 when editing a fully booked hunt, never negative", () => {
    expect(huntUpdateSchema.parse({ ...valid, availability: 0 }).availability).toBe(0);
    expect(firstMessage({ ...valid, availability: -1 }, huntUpdateSchema)).toBe(HUNT_MESSAGES.availabilityEdit);
  });

  it.each([["0"], ["0.99"], [0.5]])("refuses a price of %s: a hunt costs at least $1.00", (price) => {
    expect(firstMessage({ ...valid, price })).toBe(HUNT_MESSAGES.priceMin);
    expect(firstMessage({ ...valid, price }, huntUpdateSchema)).toBe(HUNT_MESSAGES.priceMin);
  });

  it.each([
    ["1000", "percentage", "100"],
    ["1000", "percentage", "99.95"],
    ["1000", "amount", "999.01"],
    ["1.50", "percentage", "50"],
  ])("refuses a discount that leaves less than $1.00: %s with %s %s", (price, discountType, discountValue) => {
    expect(firstMessage({ ...valid, price, isDiscounted: true, discountType, discountValue })).toBe(HUNT_MESSAGES.discountedMin);
  });

  it("accepts a price of exactly $1.00 and caps photos at 10", () => {
    expect(huntCreateSchema.parse({ ...valid, price: "1" }).priceCents).toBe(100);
    const images = Array.from({ length: 11 }, (_, i) => `/uploads/u1/${i}.png`);
    expect(firstMessage({ ...valid, images })).toBe(HUNT_MESSAGES.tooManyPhotos);
    expect(firstMessage({ ...valid, images: ["javascript:alert(1)"] })).toBe(HUNT_MESSAGES.mediaUrl);
  });

  it("words the photo limit as the spec does", () => {
    expect(morePhotosMessage(3)).toBe("You can only upload 3 more photos");
  });
});

describe("discount arithmetic in cents (computed on the server)", () => {
  it.each([
    // [base price, type, value sent, price cents, original cents, stored discount value]
    ["1000", "percentage", "15", 85000, 100000, 1500],
    ["1000", "percentage", "99.9", 100, 100000, 9990],
    ["999.99", "percentage", "12.5", 87499, 99999, 1250], // 12499.875 off → 12500 (half up) → 87499
    ["2.05", "percentage", "50", 102, 205, 5000], // 102.5 → 103 off
    ["1000", "percentage", "0.01", 99990, 100000, 1],
    ["1000", "amount", "250.50", 74950, 100000, 25050],
    ["1000", "amount", "999", 100, 100000, 99900],
  ] as const)("%s with %s %s → %i cents", (price, type, value, priceCents, original, stored) => {
    const r = huntCreateSchema.parse({ ...valid, price, isDiscounted: true, discountType: type, discountValue: value });
    expect(r).toMatchObject({ priceCents, originalPriceCents: original, isDiscounted: true, discountType: type, discountValue: stored });
  });

  it("reads originalPrice as the base when a client sends the discounted price in price", () => {
    const r = huntCreateSchema.parse({
      ...valid,
      price: "850",
      originalPrice: "1000",
      isDiscounted: true,
      discountType: "percentage",
      discountValue: 15,
    });
    expect(r.priceCents).toBe(85000);
    expect(r.originalPriceCents).toBe(100000);
  });

  it("ignores discount fields when the discount is off", () => {
    const r = huntCreateSchema.parse({ ...valid, isDiscounted: false, discountType: "amount", discountValue: "100" });
    expect(r).toMatchObject({ priceCents: 450000, isDiscounted: false, discountType: null, discountValue: null, originalPriceCents: null });
  });

  it("previews the discounted price for the form", () => {
    expect(previewDiscountedPrice("1000", "percentage", "15")).toBe("850.00");
    expect(previewDiscountedPrice("1000", "amount", "1500")).toBe("0.00");
    expect(previewDiscountedPrice("", "amount", "10")).toBeNull();
  });
});
