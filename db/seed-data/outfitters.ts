/**
 * Demo outfitters: business names as first/last name (the product shows the first name as the
 * business). `themes` are keys of the hunt themes they offer; pending outfitters have no hunts.
 */
export type DemoOutfitter = {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  websiteUrl: string;
  status: "active" | "pending" | "paused";
  isTopTier?: boolean;
  themes: string[];
  /** Where their hunts take place when a theme offers several places. */
  home?: string[];
  hunts: number;
  cover?: string;
  avatar?: number;
};

export const DEMO_OUTFITTER_EMAIL = "outfitter@ridgeline.test";

export const OUTFITTERS: DemoOutfitter[] = [
  {
    key: "bitterroot", email: DEMO_OUTFITTER_EMAIL, firstName: "Bitterroot", lastName: "Outfitters", phone: "(406) 555-0142",
    websiteUrl: "https://www.bitterrootoutfitters.com", status: "active", isTopTier: true,
    themes: ["montana-elk", "montana-deer", "spring-black-bear", "plains-bison"], hunts: 7,
    home: ["Montana, USA", "Bitterroot Valley, Montana, USA", "Missouri River Breaks, Montana, USA"], cover: "rockies", avatar: 1,
  },
  {
    key: "kodiak", email: "bookings@kodiakcoastalguides.com", firstName: "Kodiak Coastal", lastName: "Guides", phone: "(907) 555-0117",
    websiteUrl: "https://www.kodiakcoastalguides.com", status: "active", isTopTier: true, themes: ["kodiak-brown-bear", "kodiak-goat-ducks"], hunts: 5, cover: "alaska", avatar: 2,
  },
  {
    key: "brooks", email: "office@brooksrangeexpeditions.com", firstName: "Brooks Range", lastName: "Expeditions", phone: "(907) 555-0163",
    websiteUrl: "https://www.brooksrangeexpeditions.com", status: "active", isTopTier: true, themes: ["brooks-range"], hunts: 5, cover: "boreal", avatar: 7,
  },
  {
    key: "muskwa", email: "info@muskwavalleyoutfitters.ca", firstName: "Muskwa Valley", lastName: "Outfitters", phone: "(250) 555-0188",
    websiteUrl: "https://www.muskwavalleyoutfitters.ca", status: "active", themes: ["bc-stone-sheep", "spring-black-bear"], hunts: 5, home: ["Northern British Columbia, Canada"], cover: "rockies",
  },
  {
    key: "prairie-fire", email: "hunt@prairiefirewhitetails.ca", firstName: "Prairie Fire", lastName: "Whitetails", phone: "(306) 555-0131",
    websiteUrl: "https://www.prairiefirewhitetails.ca", status: "active", themes: ["saskatchewan", "spring-black-bear"], hunts: 5, home: ["Saskatchewan, Canada"], cover: "prairie",
  },
  {
    key: "hill-country", email: "ranch@hillcountryhuntingranch.com", firstName: "Hill Country", lastName: "Hunting Ranch", phone: "(830) 555-0176",
    websiteUrl: "https://www.hillcountryhuntingranch.com", status: "active", themes: ["texas-ranch"], hunts: 5, cover: "prairie",
  },
  {
    key: "sandhills", email: "birds@sandhillsprairiehunts.com", firstName: "Sandhills Prairie", lastName: "Hunts", phone: "(308) 555-0129",
    websiteUrl: "https://www.sandhillsprairiehunts.com", status: "active", themes: ["plains-upland", "plains-bison"], hunts: 6, home: ["Nebraska Sandhills, USA"], cover: "prairie",
  },
  {
    key: "tidewater", email: "blinds@tidewaterwaterfowl.com", firstName: "Tidewater", lastName: "Waterfowl Co.", phone: "(410) 555-0154",
    websiteUrl: "https://www.tidewaterwaterfowl.com", status: "active", themes: ["tidewater-waterfowl"], hunts: 5, cover: "marsh", avatar: 6,
  },
  {
    key: "limpopo", email: "safaris@limpopobushveld.co.za", firstName: "Limpopo Bushveld", lastName: "Safaris", phone: "+27 15 555 0190",
    websiteUrl: "https://www.limpopobushveldsafaris.co.za", status: "active", isTopTier: true, themes: ["limpopo-plains"], hunts: 6, cover: "savanna", avatar: 3,
  },
  {
    key: "kalahari", email: "info@kalahariplainssafaris.com", firstName: "Kalahari Plains", lastName: "Safaris", phone: "+264 61 555 0112",
    websiteUrl: "https://www.kalahariplainssafaris.com", status: "active", themes: ["kalahari"], hunts: 5, cover: "savanna",
  },
  {
    key: "zambezi", email: "camp@zambezivalleyhunters.com", firstName: "Zambezi Valley", lastName: "Hunters", phone: "+263 4 555 0147",
    websiteUrl: "https://www.zambezivalleyhunters.com", status: "active", isTopTier: true, themes: ["zambezi-dangerous"], hunts: 5, cover: "savanna",
  },
  {
    key: "glen-affric", email: "stalking@glenaffricestate.co.uk", firstName: "Glen Affric", lastName: "Stalking", phone: "+44 1456 555 012",
    websiteUrl: "https://www.glenaffricstalking.co.uk", status: "active", isTopTier: true, themes: ["highland-stalking"], hunts: 5, cover: "highlands", avatar: 4,
  },
  {
    key: "bayerwald", email: "jagd@bayerwald-jagd.de", firstName: "Bayerwald", lastName: "Jagd", phone: "+49 8552 555 018",
    websiteUrl: "https://www.bayerwald-jagd.de", status: "active", themes: ["bavaria"], hunts: 5, cover: "european-forest",
  },
  {
    key: "carpathian", email: "office@carpathianhuntinglodge.ro", firstName: "Carpathian", lastName: "Hunting Lodge", phone: "+40 268 555 014",
    websiteUrl: "https://www.carpathianhuntinglodge.ro", status: "active", themes: ["carpathians"], hunts: 5, cover: "european-forest",
  },
  {
    key: "gredos", email: "reservas@sierradegredosmonterias.es", firstName: "Sierra de Gredos", lastName: "Monterías", phone: "+34 920 555 016",
    websiteUrl: "https://www.sierradegredosmonterias.es", status: "active", themes: ["spain"], hunts: 5, cover: "european-forest",
  },
  {
    key: "tien-shan", email: "hunt@tienshanmountainhunts.kg", firstName: "Tien Shan", lastName: "Mountain Hunts", phone: "+996 312 555 019",
    websiteUrl: "https://www.tienshanmountainhunts.kg", status: "active", themes: ["tien-shan", "himalaya"], hunts: 6, cover: "high-asia", avatar: 8,
  },
  {
    key: "southern-alps", email: "kiaora@southernalpssafaris.co.nz", firstName: "Southern Alps", lastName: "Safaris", phone: "+64 3 555 0126",
    websiteUrl: "https://www.southernalpssafaris.co.nz", status: "active", isTopTier: true, themes: ["southern-alps"], hunts: 6, cover: "southern-alps", avatar: 5,
  },
  {
    key: "lapland", email: "guides@laplandwilderness.se", firstName: "Lapland Wilderness", lastName: "Guides", phone: "+46 980 555 017",
    websiteUrl: "https://www.laplandwildernessguides.se", status: "paused", themes: ["lapland"], hunts: 2, cover: "boreal",
  },
  {
    key: "ozark", email: "hello@ozarkridgeguides.com", firstName: "Ozark Ridge", lastName: "Guides", phone: "(417) 555-0108",
    websiteUrl: "https://www.ozarkridgeguides.com", status: "pending", themes: [], hunts: 0,
  },
  {
    key: "yukon", email: "info@yukontrophyadventures.ca", firstName: "Yukon Trophy", lastName: "Adventures", phone: "(867) 555-0139",
    websiteUrl: "https://www.yukontrophyadventures.ca", status: "pending", themes: [], hunts: 0,
  },
  {
    key: "altai", email: "contact@altaiexpeditions.mn", firstName: "Altai", lastName: "Expeditions", phone: "+976 11 555 021",
    websiteUrl: "https://www.altaiexpeditions.mn", status: "pending", themes: [], hunts: 0,
  },
];
