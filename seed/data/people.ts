/** Demo hunters, review texts and gear for the seed. */
export const DEMO_HUNTER_EMAIL = "hunter@ridgeline.test";
export const DEMO_ADMIN_EMAIL = "admin@ridgeline.test";
export { DEMO_PASSWORD } from "@/lib/users/demo-password";

export const HUNTERS: { firstName: string; lastName: string; email: string; phone: string }[] = [
  { firstName: "Hannah", lastName: "Reed", email: DEMO_HUNTER_EMAIL, phone: "(303) 555-0114" },
  { firstName: "Jake", lastName: "Morrison", email: "jake.morrison@example.com", phone: "(512) 555-0171" },
  { firstName: "Marcus", lastName: "Bell", email: "marcus.bell@example.com", phone: "(615) 555-0182" },
  { firstName: "Emily", lastName: "Carter", email: "emily.carter@example.com", phone: "(208) 555-0125" },
  { firstName: "Tyler", lastName: "Brooks", email: "tyler.brooks@example.com", phone: "(701) 555-0149" },
  { firstName: "Sofia", lastName: "Lindqvist", email: "sofia.lindqvist@example.com", phone: "(612) 555-0133" },
  { firstName: "Dale", lastName: "Whitfield", email: "dale.whitfield@example.com", phone: "(307) 555-0168" },
  { firstName: "Rachel", lastName: "Nguyen", email: "rachel.nguyen@example.com", phone: "(503) 555-0192" },
  { firstName: "Owen", lastName: "Fraser", email: "owen.fraser@example.com", phone: "(919) 555-0157" },
  { firstName: "Luis", lastName: "Ortega", email: "luis.ortega@example.com", phone: "(505) 555-0103" },
  { firstName: "Grace", lastName: "Halloran", email: "grace.halloran@example.com", phone: "(802) 555-0146" },
  { firstName: "Ben", lastName: "Sorensen", email: "ben.sorensen@example.com", phone: "(406) 555-0185" },
];

export const HUNT_REVIEWS: Record<3 | 4 | 5, string[]> = {
  5: [
    "Our guide knew every drainage on the place and had us on game the first morning. Camp food was better than most restaurants back home, and I'm already planning a return trip.",
    "Hunt of a lifetime. The stalk on the last evening was textbook and the guide never lost his patience with my shooting nerves. Everything was exactly as described.",
    "From the first email to the drive back to the airport, everything ran like clockwork. Honest people, hard-working guides and plenty of game.",
    "I have hunted with a lot of outfits and this one is at the top. The country is beautiful and the camp staff went out of their way for us.",
    "We saw game every single day. My son took his first animal on this trip with a guide who was a natural teacher. Can't recommend it enough.",
    "Tough hunt, but that's what I signed up for. The guide read the weather perfectly and we made the most of a two-hour window on day five.",
    "Great communication before the trip, a detailed gear list and no surprises on arrival. Trophy care and shipping were handled perfectly.",
    "Beautiful lodge, excellent food and guides who clearly love what they do. I came home with a great trophy and a freezer full of meat.",
    "Worth every penny. The outfitter was upfront about the odds, worked harder than we did and celebrated our success like it was his own.",
  ],
  4: [
    "Very good hunt with plenty of animals seen. Weather cost us two days, which nobody can control, but the crew kept spirits up in camp.",
    "Solid operation and a knowledgeable guide. Lodging was a little more basic than the photos suggested, but the hunting made up for it.",
    "We had a great time and both filled our tags. Transport from the airport ran late on arrival, otherwise it was all excellent.",
    "Good hunting and good people. I'd have liked a bit more time on the range before the first day, but the guide got me sorted quickly.",
    "Lots of glassing and a lot of walking, with a good animal on day four. Food was simple but plentiful. Would book again.",
  ],
  3: [
    "The hunting was fair and the guide worked hard, but the camp felt disorganised on the first two days. It improved once the head guide arrived.",
    "Saw some animals but nothing mature within range. The outfitter offered a discount on a return hunt, which I appreciated.",
    "An honest hunt in tough conditions. Expect to work for it; the description undersells how steep the country is.",
  ],
};

export const OUTFITTER_REVIEWS: Record<3 | 4 | 5, string[]> = {
  5: [
    "Professional from start to finish. They answered every question before the trip and the guides are first class.",
    "The best outfitter I've hunted with. Honest about expectations and relentless in the field.",
    "A family operation that treats you like family. The camp, the food and the guiding were all outstanding.",
    "Booked three hunts with them now and every one has been excellent. Great communication and great people.",
    "They handled licences, permits and trophy shipping so I could just focus on hunting. Highly recommended.",
  ],
  4: [
    "Very good outfitter with well-run camps. Communication before the hunt could have been a little quicker.",
    "Knowledgeable guides and good country. A couple of small logistics hiccups, but they made it right.",
    "Good value for the money and an enjoyable week. I'd hunt with them again.",
  ],
  3: ["Decent operation, but the hunt area had more pressure than I expected. The staff were friendly and worked hard."],
};

/** Gear catalogue: every outfitter's list draws from all four categories. */
export const GEAR: { name: string; description: string; category: "gear" | "clothing" | "equipment" | "accessories" }[] = [
  {
    name: "Vortex Diamondback HD 10x42 Binoculars",
    description: "Bright, rugged binoculars for glassing from first light to last.",
    category: "gear",
  },
  {
    name: "Sig Sauer KILO2400ABS Rangefinder",
    description: "Ranges to over 2,000 yards with a built-in ballistic solver.",
    category: "gear",
  },
  {
    name: "Mystery Ranch Metcalf 71 Pack",
    description: "Hauls camp in and meat out; the frame carries 100 lb comfortably.",
    category: "gear",
  },
  { name: "Black Diamond Spot 400 Headlamp", description: "For walking in before dawn and packing out after dark.", category: "gear" },
  {
    name: "Havalon Piranta-Edge Knife",
    description: "Replaceable-blade skinning knife that stays sharp through field care.",
    category: "gear",
  },
  { name: "Sitka Mountain Pant", description: "Durable, stretchy pants that shed light rain and thorn brush.", category: "clothing" },
  {
    name: "Kuiu Ultra Merino 145 Zip-T",
    description: "Lightweight base layer that regulates temperature and resists odour.",
    category: "clothing",
  },
  { name: "First Lite Uncompahgre Puffy Jacket", description: "Packable insulation for cold glassing sessions.", category: "clothing" },
  {
    name: "Kenetrek Mountain Extreme Boots",
    description: "Stiff, waterproof boots built for steep, rocky sidehills.",
    category: "clothing",
  },
  { name: "Sitka Dewpoint Rain Jacket", description: "Waterproof shell that packs down small.", category: "clothing" },
  {
    name: "Swarovski ATS 65 Spotting Scope",
    description: "Judge animals at long range before committing to a stalk.",
    category: "equipment",
  },
  { name: "Outdoorsmans Medium Tripod", description: "Stable tripod for glassing and spotting scopes.", category: "equipment" },
  { name: "Caribou Gear Game Bags", description: "Breathable bags that keep meat clean and cool on the pack-out.", category: "equipment" },
  {
    name: "Bog DeathGrip Shooting Sticks",
    description: "Steady tripod rest for offhand shots in tall grass and brush.",
    category: "equipment",
  },
  {
    name: "Leki Trekking Poles",
    description: "Save your knees on the descents and steady your footing at river crossings.",
    category: "equipment",
  },
  {
    name: "Alaska Guide Creations Bino Harness",
    description: "Keeps binoculars and a rangefinder close and dry.",
    category: "accessories",
  },
  { name: "Sawyer Squeeze Water Filter", description: "Drink safely from streams in the backcountry.", category: "accessories" },
  { name: "HotHands Hand Warmers (40 pack)", description: "For long sits in the stand or blind.", category: "accessories" },
  { name: "Adventure Medical Mountain Series Kit", description: "Compact first-aid kit for multi-day hunts.", category: "accessories" },
  { name: "Garmin inReach Mini 2", description: "Satellite messenger and SOS when there is no cell service.", category: "accessories" },
];

/** A believable, deterministic Amazon link carrying the Ridgeline affiliate tag. */
export function amazonUrl(name: string): string {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const asin = `B0${h.toString(36).toUpperCase().padStart(8, "X").slice(0, 8)}`;
  return `https://www.amazon.com/dp/${asin}?tag=ridgeline-20`;
}
