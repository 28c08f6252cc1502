import type { HuntTheme } from "./hunt-theme";

/** Hunts offered in Africa, Europe, Asia and New Zealand. Species are catalogue values. */
export const WORLD_THEMES: HuntTheme[] = [
  {
    key: "limpopo-plains", species: ["kudu", "impala", "warthog"], locations: ["Limpopo, South Africa"],
    variants: [
      { title: "Limpopo Plains Game Safari" }, { title: "Kudu & Bushbuck Bowhunt", species: ["kudu", "bushbuck"] },
      { title: "First-Time Safari Package", species: ["impala", "warthog", "zebra", "duiker"] }, { title: "Eland & Zebra Safari", species: ["eland", "zebra"] },
    ],
    about: [
      "Hunt the bushveld of Limpopo for kudu, impala, warthog and the rest of Africa's classic plains game.",
      "We track on foot with a professional hunter and trackers, reading spoor in the red sand each morning.",
      "The concession covers 25,000 acres of mopane and thornveld with river frontage along the Limpopo.",
      "Non-hunting companions are welcome and can join game drives and a day trip to Kruger.",
    ],
    stay: ["Thatched chalets with en-suite bathrooms, dinners around the boma fire every night."],
    price: [4200, 12500], days: [7, 10], group: [1, 4], difficulty: ["moderate", "easy"], months: [5, 6, 7, 8], images: ["savanna-kudu", "savanna-buffalo"],
  },
  {
    key: "kalahari", species: ["springbok", "hartebeest"], locations: ["Kalahari, Namibia", "Northern Cape, South Africa"],
    variants: [
      { title: "Kalahari Springbok & Hartebeest Safari" }, { title: "Red Dune Plains Game Hunt", species: ["springbok", "eland", "hartebeest"] },
      { title: "Kalahari Bowhunting Safari", species: ["springbok", "kudu", "warthog"] },
    ],
    about: [
      "The red dunes and open pans of the Kalahari make for long glassing days and classic spot-and-stalk hunting.",
      "Springbok and red hartebeest herds move across the pans, and big eland bulls roam the camelthorn dunes.",
      "Shots can be longer here than in the bushveld, so a flat-shooting rifle is a good choice.",
    ],
    stay: ["A desert lodge with a waterhole in view of the veranda."],
    price: [3600, 8900], days: [6, 8], group: [1, 4], difficulty: ["moderate"], months: [4, 5, 6, 7], images: ["kalahari-springbok", "savanna-kudu"],
  },
  {
    key: "zambezi-dangerous", species: ["cape buffalo"], locations: ["Zambezi Valley, Zimbabwe", "Masai Steppe, Tanzania"],
    variants: [
      { title: "Zambezi Valley Cape Buffalo Hunt" }, { title: "Leopard Hunt Over Bait", species: ["leopard"], images: ["savanna-kudu", "savanna-buffalo"] },
      { title: "Buffalo & Hippo Combo Safari", species: ["cape buffalo", "hippopotamus"] }, { title: "Classic Big Five Safari", species: ["cape buffalo", "elephant", "lion", "leopard"] },
    ],
    about: [
      "Track dagga boys through the jesse thickets and riverine forest of one of Africa's great wild valleys.",
      "This is a fully wild, unfenced concession with strict government quotas and anti-poaching support.",
      "Expect long days on foot, close encounters and a professional hunter who has spent two decades in the valley.",
      "A .375 calibre or larger is required; we can arrange quality rental rifles.",
    ],
    stay: ["A tented river camp on the Zambezi with hot bucket showers and elephants wandering through."],
    price: [18500, 65000], days: [10, 14], group: [1, 2], difficulty: ["difficult", "extreme"], months: [6, 7, 8, 9], images: ["savanna-buffalo", "savanna-kudu"],
  },
  {
    key: "highland-stalking", species: ["red deer"], locations: ["Scottish Highlands, UK"],
    variants: [
      { title: "Highland Red Stag Stalk", months: [9, 10] }, { title: "Roe Buck Stalking in the Glens", species: ["roe deer"], months: [5, 6], images: ["highland-stag", "moorland-grouse"] },
      { title: "Walked-Up Grouse on the Moor", species: ["grouse"], months: [8, 9], images: ["moorland-grouse", "highland-stag"] },
      { title: "Sika & Red Deer Woodland Stalk", species: ["sika deer", "red deer"], months: [10, 11] },
    ],
    about: [
      "Stalk red stags on a 30,000-acre Highland estate of heather moor, corries and rocky hillsides.",
      "Each day is led by an experienced estate stalker who knows every burn and ridge on the hill.",
      "The October rut is the most dramatic time, with stags roaring across the glens.",
      "Expect wet peat, steep ground and changeable weather; the crawl in is half the fun.",
    ],
    stay: ["A Victorian shooting lodge with log fires, a drying room and a whisky cabinet."],
    price: [2400, 7800], days: [3, 5], group: [1, 4], difficulty: ["moderate", "difficult"], months: [8, 9, 10], images: ["highland-stag", "moorland-grouse"],
  },
  {
    key: "bavaria", species: ["wild boar"], locations: ["Bavaria, Germany"],
    variants: [
      { title: "Bavarian Forest Wild Boar Hunt", months: [5, 6, 7] }, { title: "Driven Boar Hunt", months: [11, 12, 1] },
      { title: "Alpine Chamois Hunt", species: ["chamois"], months: [10, 11], images: ["alps-ibex"] }, { title: "Roe Buck & Fallow Deer Hunt", species: ["roe deer", "fallow deer"], months: [5, 10], images: ["autumn-whitetail", "bavarian-forest-boar"] },
    ],
    about: [
      "Hunt wild boar in the beech and spruce forests of eastern Bavaria, in the traditions of German hunting.",
      "Evening and moonlight hunts from high seats overlook fields and wallows where the boar come to feed.",
      "Every hunt ends with the traditional honouring of the game and a hearty Bavarian dinner.",
    ],
    stay: ["A family-run Gasthof in a village at the edge of the forest."],
    price: [1950, 6400], days: [3, 5], group: [2, 8], difficulty: ["easy", "moderate"], months: [1, 5, 10, 11, 12], images: ["bavarian-forest-boar", "alps-ibex"],
  },
  {
    key: "carpathians", species: ["brown bear"], locations: ["Carpathian Mountains, Romania"],
    variants: [
      { title: "Carpathian Brown Bear Hunt", months: [4, 5] }, { title: "Transylvanian Red Stag Rut Hunt", species: ["red deer"], months: [9], images: ["highland-stag", "forest-black-bear"] },
      { title: "Carpathian Chamois & Boar Hunt", species: ["chamois", "wild boar"], months: [10, 11], images: ["bavarian-forest-boar", "alps-ibex"] },
    ],
    about: [
      "The Carpathians hold Europe's largest populations of brown bear, red deer and wolf.",
      "We hunt from high seats and on foot in old-growth forest, far from roads and villages.",
      "Stags bugle through the September rut, echoing off the limestone walls of the valleys.",
    ],
    stay: ["A mountain hunting lodge with local cooking and plum brandy by the fire."],
    price: [3400, 14500], days: [5, 7], group: [1, 3], difficulty: ["moderate", "difficult"], months: [4, 5, 9, 10], images: ["forest-black-bear", "highland-stag", "bavarian-forest-boar"],
  },
  {
    key: "spain", species: ["red deer", "wild boar"], locations: ["Castilla-La Mancha, Spain"],
    variants: [
      { title: "Spanish Montería Driven Hunt" }, { title: "Mouflon Stalk in the Sierra", species: ["mouflon"], months: [2, 3, 10] },
      { title: "Red-Legged Partridge Driven Shoot", species: ["partridge"], months: [10, 11, 12, 1], images: ["upland-pheasant", "dehesa-mouflon"] },
    ],
    about: [
      "Experience the montería, Spain's great driven hunt, with packs of hounds pushing stags and boar past the stands.",
      "The estate is 8,000 acres of holm oak dehesa and rocky sierra in the heart of Castilla-La Mancha.",
      "Lunch is a long, traditional affair in the field, and evenings end with local wine and jamón.",
    ],
    stay: ["A restored cortijo with a courtyard, a pool and rooms for the whole party."],
    price: [2800, 7500], days: [3, 4], group: [2, 10], difficulty: ["easy", "moderate"], months: [1, 2, 10, 11, 12], images: ["dehesa-mouflon", "bavarian-forest-boar"],
  },
  {
    key: "lapland", species: ["moose"], locations: ["Swedish Lapland, Sweden"],
    variants: [{ title: "Lapland Moose Hunt with Dogs", months: [9, 10] }, { title: "Ptarmigan & Mountain Hare Hunt", species: ["ptarmigan", "mountain hare"], months: [2, 3], images: ["tundra-caribou"] }],
    about: [
      "Hunt moose in the boreal forests of Swedish Lapland with a grey elkhound bringing the bull to bay.",
      "Days are spent following the dog's GPS track through bogs and pine, listening for the bay.",
      "Northern lights are common by late September.",
    ],
    stay: ["A lakeside log cabin with a wood-fired sauna."],
    price: [3200, 5600], days: [4, 6], group: [2, 4], difficulty: ["moderate"], months: [9, 10, 2], images: ["boreal-moose", "tundra-caribou"],
  },
  {
    key: "tien-shan", species: ["siberian ibex"], locations: ["Kyrgyzstan Tien Shan", "Tajikistan Pamirs"],
    variants: [
      { title: "Tien Shan Mid-Asian Ibex Hunt", locations: ["Kyrgyzstan Tien Shan"], images: ["alps-ibex", "tien-shan-argali"] },
      { title: "Marco Polo Argali Expedition", species: ["marco polo argali"], locations: ["Tajikistan Pamirs", "Kyrgyzstan Tien Shan"] },
      { title: "Ibex & Argali Combo Hunt", species: ["siberian ibex", "marco polo argali"] },
    ],
    about: [
      "Hunt ibex and argali in the high valleys of Central Asia, between 3,500 and 5,000 metres above sea level.",
      "We travel by 4x4 and horseback to a yurt camp, then glass huge open slopes for mature billies and rams.",
      "Altitude is the main challenge; we build in days to acclimatise before the hunt.",
      "Trophy export permits and CITES paperwork for argali are handled by our team.",
    ],
    stay: ["Heated yurts with felt floors, a cook tent and a Kyrgyz family who run the camp."],
    price: [7500, 42000], days: [8, 12], group: [1, 2], difficulty: ["extreme", "difficult"], months: [9, 10, 11], images: ["tien-shan-argali", "alps-ibex"],
  },
  {
    key: "himalaya", species: ["blue sheep"], locations: ["Dhorpatan, Nepal", "Gilgit-Baltistan, Pakistan"],
    variants: [
      { title: "Himalayan Blue Sheep Hunt", locations: ["Dhorpatan, Nepal"] }, { title: "Kashmir Markhor Hunt", species: ["markhor"], locations: ["Gilgit-Baltistan, Pakistan"], images: ["alps-ibex", "himalaya-tahr"] },
      { title: "Himalayan Tahr Trek", species: ["himalayan tahr"], locations: ["Dhorpatan, Nepal"] },
    ],
    about: [
      "A true mountain hunt among the highest peaks on earth, with porters and a small team of local guides.",
      "Quotas are small and community-managed, and the hunt fee supports local conservation programmes.",
      "Expect long walks at altitude, cold nights and some of the most spectacular scenery anywhere.",
    ],
    stay: ["Expedition tents, a cook team and a base in a mountain village."],
    price: [12500, 65000], days: [12, 16], group: [1, 2], difficulty: ["extreme"], months: [11, 12, 2], images: ["himalaya-tahr", "tien-shan-argali"],
  },
  {
    key: "southern-alps", species: ["himalayan tahr"], locations: ["New Zealand South Island"],
    variants: [
      { title: "Southern Alps Tahr Heli-Hunt", months: [5, 6, 7] }, { title: "Free-Range Red Stag Roar Hunt", species: ["red deer"], months: [3, 4], images: ["southern-alps-stag"] },
      { title: "Chamois & Tahr Alpine Combo", species: ["chamois", "himalayan tahr"], months: [5, 6], images: ["alps-ibex", "himalaya-tahr"] },
      { title: "Fallow Buck Rut Hunt", species: ["fallow deer"], months: [4], images: ["southern-alps-stag", "autumn-whitetail"] },
    ],
    about: [
      "Hunt free-range tahr and chamois among the glaciers and tussock basins of New Zealand's Southern Alps.",
      "We access the high country by helicopter and hunt on foot from alpine huts.",
      "Tahr bulls grow their long winter manes from May, the best time to find a mature bull.",
    ],
    stay: ["A high-country station homestead, with fly camps in the mountains when the weather allows."],
    price: [5400, 14800], days: [5, 7], group: [1, 4], difficulty: ["difficult", "moderate"], months: [3, 4, 5, 6], images: ["himalaya-tahr", "southern-alps-stag", "alps-ibex"],
  },
];
