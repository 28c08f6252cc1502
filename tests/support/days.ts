import { addDays, todayIn } from "@/lib/departures/dates";

/**
 * A hunt's dates are days where the hunt is (hunts.time_zone). The factories' and the API tests'
 * hunts are in "Montana, USA", so their "today" is Montana's: between midnight UTC and midnight
 * in Montana it is still yesterday there, and a test counting from the UTC day would be a day off.
 */
export const FACTORY_TIME_ZONE = "America/Denver";

/** The date `n` days from today where a hunt in `timeZone` is. */
export const huntDay = (n: number, timeZone = FACTORY_TIME_ZONE) => addDays(todayIn(timeZone), n);
