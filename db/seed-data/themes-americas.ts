import type { HuntTheme } from "./hunt-theme";

/** Hunts offered in North America. Species are catalogue values (lib/hunts/species.ts). */
export const AMERICAS_THEMES: HuntTheme[] = [
  {
    key: "montana-elk", species: ["elk/wapiti"], locations: ["Montana, USA", "Bitterroot Valley, Montana, USA"],
    variants: [
      { title: "Backcountry Rifle Elk Hunt", months: [10] }, { title: "Archery Elk in the September Rut", months: [9] },
      { title: "Wilderness Bull Elk Pack Trip" }, { title: "Elk & Mule Deer Combo Hunt", species: ["elk/wapiti", "mule deer"] },
    ],
    about: [
      "Hunt bull elk in the rugged timber and open parks of western Montana's high country.",
      "We ride in on horseback to a wall-tent camp at 7,000 feet, well away from the trailhead crowds.",
      "Days start before first light, glassing basins and working bugling bulls in the dark timber.",
      "Expect steep climbs and long days; good boots and legs that have seen some hills will pay off.",
    ],
    stay: ["Wall tents with wood stoves, cots and a cook who keeps the coffee on."],
    price: [5200, 9800], days: [5, 8], group: [2, 6], difficulty: ["difficult", "moderate"], months: [9, 10], images: ["rockies-elk", "foothills-deer"],
  },
  {
    key: "montana-deer", species: ["mule deer", "white-tailed deer"], locations: ["Missouri River Breaks, Montana, USA", "Montana, USA"],
    variants: [{ title: "Missouri Breaks Mule Deer Hunt", species: ["mule deer"], locations: ["Missouri River Breaks, Montana, USA"], months: [11] }, { title: "River Bottom Whitetail Hunt", species: ["white-tailed deer"], months: [11], images: ["autumn-whitetail", "foothills-deer"] }, { title: "Two-Deer Prairie & Breaks Hunt" }],
    about: [
      "Spot-and-stalk mature bucks across the broken coulees and cottonwood bottoms of eastern Montana.",
      "The ranches we hunt have been managed for age class for over a decade and see light pressure.",
      "Shots range from 150 to 350 yards across open country, so practise from field positions before you come.",
    ],
    stay: ["You stay in a modern ranch lodge with private rooms and home-cooked dinners."],
    price: [3800, 6900], days: [4, 6], group: [2, 4], difficulty: ["moderate", "easy"], months: [10, 11], images: ["foothills-deer", "prairie-pronghorn"],
  },
  {
    key: "spring-black-bear", species: ["black bear"], locations: ["Montana, USA", "Saskatchewan, Canada", "Northern British Columbia, Canada"],
    variants: [{ title: "Spring Black Bear Hunt" }, { title: "Spot-and-Stalk Spring Bear" }, { title: "Color-Phase Black Bear Over Bait" }],
    about: [
      "Spring bears come out hungry, and green-up slopes and baits make for close, exciting encounters.",
      "Color-phase bears in cinnamon, chocolate and blonde are seen every season.",
      "Hunts run into the long evenings of late May and June, with plenty of time in the stand or behind the glass.",
    ],
    stay: ["Comfortable cabins with hot showers, a few minutes' drive from the bait sites."],
    price: [2400, 4600], days: [5, 7], group: [2, 6], difficulty: ["easy", "moderate"], months: [5, 6], images: ["forest-black-bear"],
  },
  {
    key: "kodiak-brown-bear", species: ["brown bear"], locations: ["Kodiak Island, Alaska, USA"],
    variants: [{ title: "Kodiak Brown Bear Hunt" }, { title: "Spring Kodiak Brown Bear Expedition", months: [4, 5] }, { title: "Fall Coastal Brown Bear Hunt", months: [10] }],
    about: [
      "Kodiak Island holds some of the largest brown bears in the world, and this is a one-on-one guided hunt for them.",
      "We hunt from a remote coastal camp reached by floatplane, glassing alder slopes and salmon streams.",
      "Weather is part of the adventure: expect rain, wind and days spent waiting out a storm in camp.",
      "Tags are limited, so we book these hunts well in advance.",
    ],
    stay: ["Weatherproof spike tents and a main cook camp on the beach."],
    price: [24000, 32000], days: [10, 14], group: [1, 2], difficulty: ["difficult", "extreme"], months: [4, 5, 10], images: ["alaska-coast-bear"],
  },
  {
    key: "kodiak-goat-ducks", species: ["mountain goat"], locations: ["Kodiak Island, Alaska, USA"],
    variants: [{ title: "Kodiak Mountain Goat Hunt", months: [9, 10], images: ["alpine-sheep", "alaska-coast-bear"] }, { title: "Sea Duck Hunt on Kodiak", species: ["eider", "goldeneye", "merganser"], months: [11, 12], images: ["coastal-geese", "marsh-ducks"] }],
    about: [
      "Kodiak's sea cliffs and alpine ridges make for a hunt you will remember for the scenery alone.",
      "We travel by boat along the coast, hunting from a comfortable vessel or a beach camp.",
      "Expect cold, wet conditions and a lot of climbing or sitting in layout boats depending on the hunt.",
    ],
    stay: ["Live-aboard boat with bunks, a galley and a drying room for wet gear."],
    price: [2800, 8400], days: [4, 7], group: [2, 4], difficulty: ["difficult", "moderate"], months: [11, 12], images: ["alaska-coast-bear", "coastal-geese"],
  },
  {
    key: "brooks-range", species: ["dall sheep"], locations: ["Brooks Range, Alaska, USA"],
    variants: [
      { title: "Brooks Range Dall Sheep Hunt", months: [8] }, { title: "Arctic Caribou Float Hunt", species: ["caribou/reindeer"], images: ["tundra-caribou", "alpine-sheep"] },
      { title: "Dall Sheep & Grizzly Combo", species: ["dall sheep", "grizzly bear"] }, { title: "Alaska-Yukon Moose Hunt", species: ["moose"], months: [9], images: ["boreal-moose", "tundra-caribou"] },
    ],
    about: [
      "The Brooks Range is true wilderness: no roads, no trails, just tundra, glacial rivers and endless mountains.",
      "We fly in by bush plane to a lake camp and hunt on foot from a spike camp.",
      "Rams live in steep, broken country, so fitness and patience behind the spotting scope matter more than anything.",
      "Long August daylight gives plenty of time to glass, plan a stalk and pack meat back to camp.",
    ],
    stay: ["Backpack spike camps with lightweight tents and dehydrated meals."],
    price: [16500, 28000], days: [10, 14], group: [1, 2], difficulty: ["extreme", "difficult"], months: [8, 9], images: ["alpine-sheep", "tundra-caribou", "boreal-moose"],
  },
  {
    key: "bc-stone-sheep", species: ["stone sheep"], locations: ["Northern British Columbia, Canada"],
    variants: [
      { title: "Muskwa Stone Sheep Horseback Hunt" }, { title: "Mountain Goat & Moose Combo", species: ["mountain goat", "moose"], months: [9], images: ["boreal-moose", "alpine-sheep"] },
      { title: "Northern BC Moose Hunt", species: ["moose"], months: [9], images: ["boreal-moose"] },
    ],
    about: [
      "Stone sheep are among the most sought-after sheep in North America, and our concession holds good numbers of them.",
      "We travel by horseback through the Northern Rockies, moving camp to follow the rams.",
      "The country is big and wild, with grizzlies, wolves and caribou seen on most hunts.",
    ],
    stay: ["Log cabin base camp and canvas fly camps along the way."],
    price: [29000, 48000], days: [12, 14], group: [1, 2], difficulty: ["extreme", "difficult"], months: [8, 9], images: ["alpine-sheep", "boreal-moose"],
  },
  {
    key: "saskatchewan", species: ["white-tailed deer"], locations: ["Saskatchewan, Canada"],
    variants: [
      { title: "Trophy Whitetail Rut Hunt", months: [11] }, { title: "Prairie Goose & Duck Hunt", species: ["geese", "duck", "mallard"], months: [9, 10], images: ["coastal-geese", "marsh-ducks"] },
      { title: "Boreal Fringe Whitetail Stand Hunt", months: [11] },
    ],
    about: [
      "Northern whitetails grow heavy bodies and big racks, and the November rut is the time to see them.",
      "We hunt from heated blinds and ladder stands over travel corridors between the boreal forest and grain fields.",
      "Temperatures can fall well below zero, so bring warm layers and expect to sit all day.",
    ],
    stay: ["A warm lodge with three meals a day and a skinning shed for your animal."],
    price: [2200, 6800], days: [5, 6], group: [2, 6], difficulty: ["easy", "moderate"], months: [9, 11], images: ["autumn-whitetail", "coastal-geese"],
  },
  {
    key: "texas-ranch", species: ["axis deer"], locations: ["Texas Hill Country, USA"],
    variants: [
      { title: "Hill Country Axis Deer Hunt", months: [3, 4, 6] }, { title: "Whitetail & Feral Hog Combo", species: ["white-tailed deer", "feral hog"], months: [11, 12] },
      { title: "Night Feral Hog Hunt", species: ["feral hog"], months: [6, 7, 8], images: ["texas-brush-hog"] },
      { title: "Rio Grande Turkey Hunt", species: ["turkey"], months: [3, 4], images: ["spring-turkey", "texas-brush-hog"] },
      { title: "Bobwhite Quail Hunt", species: ["quail"], months: [12, 1], images: ["upland-pheasant", "texas-brush-hog"] },
    ],
    about: [
      "Our family ranch covers 6,000 acres of live oak, cedar and limestone creeks in the heart of the Hill Country.",
      "Free-range axis deer are hunted year-round, and feral hogs are plentiful and welcome on any hunt.",
      "Hunts are from tower blinds and on foot, a relaxed pace that suits first-timers and families.",
    ],
    stay: ["The stone ranch house sleeps eight, with a pool and a fire pit for the evenings."],
    price: [1850, 5200], days: [3, 4], group: [2, 8], difficulty: ["easy"], months: [3, 4, 6, 11], images: ["texas-brush-hog", "spring-turkey", "autumn-whitetail"],
  },
  {
    key: "plains-upland", species: ["pheasant"], locations: ["South Dakota, USA", "Nebraska Sandhills, USA"],
    variants: [
      { title: "South Dakota Pheasant Hunt", locations: ["South Dakota, USA"], months: [10, 11] },
      { title: "Sharp-tailed Grouse & Prairie Chicken Hunt", species: ["grouse"], months: [9, 10], images: ["moorland-grouse", "upland-pheasant"] },
      { title: "Sandhills Pronghorn Hunt", species: ["pronghorn"], locations: ["Nebraska Sandhills, USA"], months: [9, 10], images: ["prairie-pronghorn"] },
      { title: "Spring Merriam's Turkey Hunt", species: ["turkey"], months: [4, 5], images: ["spring-turkey", "upland-pheasant"] },
    ],
    about: [
      "Wide-open grasslands, shelterbelts and CRP fields hold some of the best upland birds in the country.",
      "Our guides run well-trained pointers and flushing labs, and every hunt is on private ground.",
      "Walking is easy to moderate, with lunch served in the field or back at the lodge.",
    ],
    stay: ["A converted farmhouse lodge with a bird-cleaning service included."],
    price: [1850, 3900], days: [3, 4], group: [2, 8], difficulty: ["easy", "moderate"], months: [4, 9, 10, 11], images: ["upland-pheasant", "prairie-pronghorn", "spring-turkey"],
  },
  {
    key: "tidewater-waterfowl", species: ["duck", "geese"], locations: ["Eastern Shore, Maryland, USA", "Stuttgart, Arkansas, USA"],
    variants: [
      { title: "Chesapeake Bay Waterfowl Hunt", locations: ["Eastern Shore, Maryland, USA"] },
      { title: "Flooded Timber Mallard Hunt", species: ["mallard", "duck"], locations: ["Stuttgart, Arkansas, USA"] },
      { title: "Pintail & Wigeon Marsh Hunt", species: ["pintail", "wigeon", "teal"] }, { title: "Canada Goose Field Hunt", species: ["geese"], images: ["coastal-geese", "upland-pheasant"] },
    ],
    about: [
      "Hunt ducks and geese over decoys from permanent blinds on tidal marsh and flooded timber.",
      "Our guides call and run the dogs; you just need to be ready when the birds commit.",
      "Mornings start well before sunrise, and most hunts wrap up by late morning.",
    ],
    stay: ["A waterfront lodge with a big breakfast after the morning hunt."],
    price: [1850, 3200], days: [2, 4], group: [3, 6], difficulty: ["easy"], months: [11, 12, 1], images: ["marsh-ducks", "coastal-geese"],
  },
  {
    key: "plains-bison", species: ["bison", "american buffalo"], locations: ["Wyoming, USA", "Nebraska Sandhills, USA", "Montana, USA"],
    variants: [{ title: "Free-Range Bison Hunt" }, { title: "Prairie Buffalo Meat Hunt" }],
    about: [
      "Hunt American bison on thousands of acres of native prairie, as close to the old way as it gets today.",
      "Herds are managed for health and heritage, and every part of the animal is processed for you.",
      "The hunt itself is a spot-and-stalk on foot once the herd is located from the truck.",
    ],
    stay: ["A historic homestead lodge with meals featuring the ranch's own beef and bison."],
    price: [6500, 11500], days: [2, 3], group: [1, 4], difficulty: ["easy", "moderate"], months: [10, 11, 12], images: ["prairie-bison"],
  },
];
