/**
 * Demo outfitters' profile bios and the year each business started (issue 53 item 4), keyed by
 * seed/data/outfitters.ts's keys. Each bio speaks of the hunts its outfitter offers there; two
 * pending outfitters have not written one yet, as a new sign-up would not have.
 */
export const OUTFITTER_BIOS: Record<string, { since: number; bio?: string }> = {
  bitterroot: {
    since: 1994,
    bio: "Three generations of the same family have guided elk, mule deer and black bear out of the Bitterroot Valley.\nWe run wall-tent camps in the backcountry and a lodge on the Missouri River Breaks, with no more than four hunters per guide team.",
  },
  kodiak: {
    since: 2003,
    bio: "Boat-based brown bear, mountain goat and sea duck hunts along Kodiak Island's coast. Our 58-foot vessel is camp, kitchen and drying room, and bear hunts are one hunter to one registered guide.",
  },
  brooks: {
    since: 2009,
    bio: "Fly-in Dall sheep hunts and caribou float hunts in the Brooks Range. Small spike camps, long glassing days and a pilot who has flown these valleys for twenty years.",
  },
  muskwa: {
    since: 1988,
    bio: "A horseback outfit in the Muskwa-Kechika of northern British Columbia: Stone sheep in August, spring black bear along the river flats in May.",
  },
  "prairie-fire": {
    since: 2011,
    bio: "Whitetails in the aspen parkland of Saskatchewan, hunted from heated blinds over private farmland we have leased and managed for over a decade.",
  },
  "hill-country": {
    since: 1999,
    bio: "A 9,000-acre family ranch in the Texas Hill Country: axis deer in spring and summer, whitetail and feral hog in winter, with lodging in the original stone ranch house.",
  },
  sandhills: {
    since: 2014,
    bio: "Pheasant, sharp-tailed grouse and prairie chicken over our own pointers in the Nebraska Sandhills, plus a few bison hunts each winter on a neighbouring ranch.",
  },
  tidewater: {
    since: 2006,
    bio: "Layout boats and marsh blinds on Maryland's Eastern Shore for ducks and Canada geese, and flooded-timber mallards near Stuttgart, Arkansas. Dogs and decoys are on us.",
  },
  limpopo: {
    since: 1997,
    bio: "Plains game safaris on 30,000 acres of Limpopo bushveld. Professional hunters licensed in South Africa, trackers who grew up on the concession, and a lodge that overlooks the waterhole.",
  },
  kalahari: {
    since: 2005,
    bio: "Gemsbok, springbok and red hartebeest on the red dunes of the Kalahari, hunted on foot with our trackers.",
  },
  zambezi: {
    since: 1992,
    bio: "Buffalo and elephant in the Zambezi Valley, hunted on foot from a tented camp on the river. Every hunter is accompanied by a licensed professional hunter and a government game scout.",
  },
  "glen-affric": {
    since: 1985,
    bio: "Red deer stalking and hind culls on a Highland estate in Glen Affric, with a stalker who knows every corrie on the hill. Rooms in the estate lodge, meals from its kitchen.",
  },
  bayerwald: {
    since: 2001,
    bio: "Wild boar in the Bavarian Forest, hunted from high seats on summer nights and on driven hunts in winter, with German hunting traditions kept.",
  },
  carpathian: {
    since: 2008,
    bio: "Spring brown bear and rutting red stag in the Romanian Carpathians, guided from our lodge in the Transylvanian foothills.",
  },
  gredos: {
    since: 1979,
    bio: "Driven monterías for red deer and wild boar and mouflon stalks in Castilla-La Mancha, with lodging in a restored stone farmhouse.",
  },
  "tien-shan": {
    since: 2012,
    bio: "Mid-Asian ibex and Marco Polo argali in Kyrgyzstan and the Tajik Pamirs, blue sheep in Nepal and markhor in Pakistan. Horse-supported camps above 3,000 metres.",
  },
  "southern-alps": {
    since: 2004,
    bio: "Himalayan tahr and free-range red stag in New Zealand's Southern Alps, reached by helicopter from our base on the South Island.",
  },
  lapland: {
    since: 2010,
    bio: "Moose hunts with Jämthund dogs in Swedish Lapland each autumn, and ptarmigan and mountain hare in late winter, guided from log cabins on the river.",
  },
  ozark: {
    since: 2024,
    bio: "Turkey and whitetail hunts in the Missouri Ozarks. Newly licensed, with twenty years of hunting these hollows.",
  },
  yukon: { since: 2019 },
  altai: { since: 2016 },
};
