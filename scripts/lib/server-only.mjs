// `node --import ./scripts/lib/server-only.mjs`: registers server-only-hooks.mjs (see there why).
import { register } from "node:module";

register("./server-only-hooks.mjs", import.meta.url);
