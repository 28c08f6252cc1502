// What each demo photo (public/demo/hunts/<scene>.photo.webp) shows, as a test on catalogue species: a hunt's
// further photos must show one of its species (no moose photo on a sheep hunt).
const WATERFOWL = /geese|duck|teal|mallard|pintail|wigeon|eider|goldeneye|merganser|shoveler|garganey/;

export const SCENE_SHOWS: Record<string, RegExp> = {
  "alaska-coast-bear": /bear/,
  "alpine-sheep": /sheep|argali/,
  "alps-ibex": /ibex|chamois|markhor/,
  "autumn-whitetail": /white-tailed/,
  "bavarian-forest-boar": /boar|hog/,
  "boreal-moose": /moose/,
  "coastal-geese": WATERFOWL,
  "dehesa-mouflon": /mouflon/,
  "foothills-deer": /deer/,
  "forest-black-bear": /black bear/,
  "highland-stag": /red deer|sika deer|fallow deer/,
  "himalaya-tahr": /tahr|blue sheep/,
  "kalahari-springbok": /springbok|antelope|impala|hartebeest/,
  "marsh-ducks": WATERFOWL,
  "moorland-grouse": /grouse|ptarmigan|partridge|woodcock/,
  "prairie-bison": /bison|american buffalo/,
  "prairie-pronghorn": /pronghorn/,
  "rockies-elk": /elk/,
  "savanna-buffalo": /cape buffalo/,
  "savanna-kudu": /kudu|eland|impala|bushbuck|warthog|zebra/,
  "southern-alps-stag": /red deer|tahr|chamois|fallow deer/,
  "spring-turkey": /turkey/,
  "texas-brush-hog": /hog|boar|warthog/,
  "tien-shan-argali": /argali|ibex/,
  "tundra-caribou": /caribou/,
  "upland-pheasant": /pheasant|quail|partridge/,
};

export const sceneShows = (scene: string, species: readonly string[]) => species.some((s) => SCENE_SHOWS[scene]?.test(s) ?? false);
