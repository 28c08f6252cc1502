/**
 * Descriptions for theme variants whose species differ from their theme's, so a grouse hunt is
 * not described with stalking red stags. Keyed by variant title; each list has as many sentences
 * as its theme's `about` (the same sentences are drawn by position, so the demo data's random
 * choices stay the same).
 */
export const VARIANT_ABOUT: Record<string, string[]> = {
  "Elk & Mule Deer Combo Hunt": [
    "Hunt bull elk and mule deer bucks in the rugged timber and open parks of western Montana's high country.",
    "We ride in on horseback to a wall-tent camp at 7,000 feet, well away from the trailhead crowds.",
    "Days start before first light, glassing basins for bugling bulls and feeding bucks.",
    "Expect steep climbs and long days; good boots and legs that have seen some hills will pay off.",
  ],
  "Arctic Caribou Float Hunt": [
    "The Brooks Range is true wilderness: no roads, no trails, just tundra, glacial rivers and endless mountains.",
    "We fly in by bush plane to a gravel bar and float the river between camps.",
    "Caribou cross the river valleys on their autumn migration, so we glass from high points along the way.",
    "Long August daylight gives plenty of time to glass, plan a stalk and pack meat back to the raft.",
  ],
  "Alaska-Yukon Moose Hunt": [
    "The Brooks Range is true wilderness: no roads, no trails, just tundra, glacial rivers and endless mountains.",
    "We fly in by bush plane to a lake camp and hunt on foot from a spike camp.",
    "Bulls answer the call along the willow flats and lake edges during the September rut.",
    "Long days give plenty of time to glass, call and pack meat back to camp.",
  ],
  "Mountain Goat & Moose Combo": [
    "Hunt mountain goats on the crags and moose in the valley bottoms of our northern British Columbia concession.",
    "We travel by horseback through the Northern Rockies, moving camp between goat country and the moose meadows.",
    "The country is big and wild, with grizzlies, wolves and caribou seen on most hunts.",
  ],
  "Northern BC Moose Hunt": [
    "Call rutting bulls out of the willow bottoms and spruce benches of our northern British Columbia concession.",
    "We travel by horseback through the Northern Rockies, moving camp to follow the bulls.",
    "The country is big and wild, with grizzlies, wolves and caribou seen on most hunts.",
  ],
  "Prairie Goose & Duck Hunt": [
    "Hunt ducks and geese over decoys in the grain fields of the Saskatchewan prairie, on one of North America's great flyways.",
    "We set layout blinds in the fields the birds fed in the evening before, scouted by our guides.",
    "Mornings are cold and can fall well below zero, so bring warm layers and waterproof boots.",
  ],
  "Sandhills Pronghorn Hunt": [
    "Hunt pronghorn across the wide-open grasslands and Sandhills of the northern plains.",
    "Our guides glass from the ridges and plan stalks along draws and fence lines, all on private ground.",
    "Walking is easy to moderate, with lunch served in the field or back at the lodge.",
  ],
  "Spring Merriam's Turkey Hunt": [
    "Hunt spring Merriam's gobblers in the river bottoms and pine ridges at the edge of the plains.",
    "Our guides roost the birds the evening before and set up blinds and decoys on private ground.",
    "Walking is easy to moderate, with lunch served in the field or back at the lodge.",
  ],
  "Leopard Hunt Over Bait": [
    "Hunt a mature tom leopard over bait in the riverine forest and jesse thickets of the Zambezi Valley.",
    "This is a fully wild, unfenced concession with strict government quotas and anti-poaching support.",
    "Baits are hung and checked daily, and the hunt is from a carefully built blind in the last light of the evening.",
    "A .300 calibre or larger with a good low-light scope is recommended; we can arrange quality rental rifles.",
  ],
  "Roe Buck Stalking in the Glens": [
    "Stalk roe bucks along the woodland edges and glens of a 30,000-acre Highland estate.",
    "Each day is led by an experienced estate stalker who knows every wood and ridge on the ground.",
    "The late-July rut brings bucks out to the call, and early mornings are the best time on the hill.",
    "Expect wet ground and changeable weather; a light rifle and a quiet approach pay off.",
  ],
  "Walked-Up Grouse on the Moor": [
    "Walk up red grouse over pointers and spaniels across the heather moor of a 30,000-acre Highland estate.",
    "Each day is led by an experienced keeper who knows where the coveys sit on the hill.",
    "The season opens on the Glorious Twelfth of August, and the birds are strongest on the wing in September.",
    "Expect wet peat, steep ground and changeable weather; good boots matter more than anything.",
  ],
  "Alpine Chamois Hunt": [
    "Hunt chamois on the limestone crags and alpine meadows of the Bavarian Alps, in the traditions of German hunting.",
    "Stalks start at dawn from a mountain hut, glassing the screes and ridges above the tree line.",
    "Every hunt ends with the traditional honouring of the game and a hearty Bavarian dinner.",
  ],
  "Roe Buck & Fallow Deer Hunt": [
    "Hunt roe bucks and fallow deer in the beech woods and meadows of eastern Bavaria, in the traditions of German hunting.",
    "Early-morning and evening hunts from high seats overlook field edges and forest clearings.",
    "Every hunt ends with the traditional honouring of the game and a hearty Bavarian dinner.",
  ],
  "Carpathian Chamois & Boar Hunt": [
    "The Carpathians hold Europe's largest wild forests, with chamois on the high ridges and boar in the beech woods below.",
    "We hunt from high seats and on foot in old-growth forest, far from roads and villages.",
    "Chamois are stalked on the limestone crags in autumn, and boar are hunted from high seats at dusk.",
  ],
  "Mouflon Stalk in the Sierra": [
    "Stalk mouflon rams through the rocky sierra and holm oak of central Spain with an experienced local guide.",
    "The estate is 8,000 acres of holm oak dehesa and rocky sierra in the heart of Castilla-La Mancha.",
    "Lunch is a long, traditional affair in the field, and evenings end with local wine and jamón.",
  ],
  "Red-Legged Partridge Driven Shoot": [
    "Shoot driven red-legged partridge over the olive groves and sierra ridges of central Spain, with loaders and beaters.",
    "The estate is 8,000 acres of holm oak dehesa and rocky sierra in the heart of Castilla-La Mancha.",
    "Lunch is a long, traditional affair in the field, and evenings end with local wine and jamón.",
  ],
  "Ptarmigan & Mountain Hare Hunt": [
    "Hunt willow ptarmigan and mountain hare across the fells and birch forests of Swedish Lapland, with pointing dogs.",
    "Days are spent walking the open fells behind the dogs, with coffee brewed over a fire at lunch.",
    "Northern lights are common by late September.",
  ],
  "Free-Range Red Stag Roar Hunt": [
    "Hunt free-range red stags in the river valleys and tussock basins of New Zealand's Southern Alps.",
    "We access the high country by helicopter and hunt on foot from alpine huts.",
    "The April roar brings red stags down from the tops, roaring across the river flats.",
  ],
  "Fallow Buck Rut Hunt": [
    "Hunt fallow bucks in the rut along the bush edges and river flats of New Zealand's South Island.",
    "We hunt on foot from a high-country station, with a helicopter on hand to reach the back country.",
    "The April rut brings bucks to their stands, grunting along the forest edges at dawn and dusk.",
  ],
};
