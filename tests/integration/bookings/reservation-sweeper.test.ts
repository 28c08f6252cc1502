import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings } from "@/db/schema";
import { GET as huntGET } from "@/app/api/hunts/[id]/route";
import type { ReleasedHunt } from "@/lib/bookings/reservations";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { huntTag, HUNTS_TAG, outfitterTag } from "@/lib/cache/tags";
import { captureLogsForTests } from "@/lib/log";
import { call } from "../../support/http";
import { availability, book, bookingRow, bookingWorld } from "../../support/bookings";

const MINUTE = 60_000;
type WithCache = typeof globalThis & { __incrementalCache?: unknown };

afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as WithCache).__incrementalCache;
});

/**
 * The scheduled sweep job (every minute), run as a worker runs it, remembering what each run
 * released. `minutes(n)` moves the fake clock one minute at a time and runs the job once a minute.
 */
function recordingSweeper() {
  const runs: Promise<ReleasedHunt[]>[] = [];
  let stopped = false;
  const sweeper = { stop: () => void (stopped = true) };
  const minutes = async (n: number) => {
    for (let i = 0; i < n; i++) {
      vi.setSystemTime(Date.now() + MINUTE);
      if (stopped) continue;
      const run = runJobNow(QUEUES.reservationSweep.name).then((r) => (r as { released: ReleasedHunt[] }).released);
      runs.push(run);
      await run;
    }
  };
  return { sweeper, runs, minutes };
}

describe("the periodic reservation sweep", () => {
  it("gives back the spot of a reservation unpaid for 30 minutes although nobody books that hunt again (fake clock)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-01T10:00:00Z"));
    const w = await bookingWorld({ availability: 1 });
    const reserved = await book(w.hunterToken, w.hunt.id);
    expect(reserved.status).toBe(201);
    expect(await availability(w.hunt.id)).toBe(0);
    // The server's page cache, as Next keeps it on globalThis: the sweep expires the hunt's pages.
    const revalidateTag = vi.fn<(tags: string[], durations?: { expire?: number }) => Promise<void>>(async () => {});
    (globalThis as WithCache).__incrementalCache = { revalidateTag };

    const { sweeper, runs, minutes } = recordingSweeper();
    try {
      await minutes(29);
      expect(runs).toHaveLength(29);
      expect(await Promise.all(runs)).toEqual(Array(29).fill([]));
      expect(await bookingRow(reserved.json.id)).toMatchObject({ status: "pending", holdsSpot: true });
      expect(revalidateTag).not.toHaveBeenCalled();

      await minutes(2);
      expect(runs).toHaveLength(31);
      const released = (await Promise.all(runs)).flat();
      expect(released).toEqual([{ huntId: w.hunt.id, outfitterId: w.outfitter.id, released: 1 }]);
    } finally {
      sweeper.stop();
    }
    expect(await bookingRow(reserved.json.id)).toMatchObject({ status: "cancelled", holdsSpot: false });
    expect(await availability(w.hunt.id)).toBe(1);
    expect(revalidateTag).toHaveBeenCalledWith([huntTag(w.hunt.id), outfitterTag(w.outfitter.id), HUNTS_TAG], { expire: 0 });
    delete (globalThis as WithCache).__incrementalCache; // unstable_cache would read through the fake
    const shown = await call<{ availability: number }>(huntGET, { params: { id: String(w.hunt.id) } });
    expect(shown).toMatchObject({ status: 200, json: { availability: 1 } });

    // Stopped: later ticks never run.
    await minutes(5);
    expect(runs).toHaveLength(31);
  });

  it("leaves paid bookings and reservations still within their 30 minutes alone", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-04-01T10:00:00Z"));
    const w = await bookingWorld({ availability: 2 });
    const paid = await book(w.hunterToken, w.hunt.id);
    await db.update(bookings).set({ paymentStatus: "paid" }).where(eq(bookings.id, paid.json.id));
    vi.setSystemTime(new Date("2030-04-01T10:20:00Z"));
    const fresh = await book(w.hunterToken, w.hunt.id);
    expect(await availability(w.hunt.id)).toBe(0);

    const { sweeper, runs, minutes } = recordingSweeper();
    try {
      await minutes(20); // 10:40: the paid one is 40 min old, the fresh one 20
      expect(runs).toHaveLength(20);
    } finally {
      sweeper.stop();
    }
    expect(await bookingRow(paid.json.id)).toMatchObject({ status: "pending", holdsSpot: true });
    expect(await bookingRow(fresh.json.id)).toMatchObject({ status: "pending", holdsSpot: true });
    expect(await availability(w.hunt.id)).toBe(0);
  });

  it("is a job scheduled every minute that logs the spots it gave back", async () => {
    expect(QUEUES.reservationSweep.cron).toBe("* * * * *");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-05-01T10:00:00Z"));
    const w = await bookingWorld({ availability: 1 });
    const reserved = await book(w.hunterToken, w.hunt.id);
    expect(reserved.status).toBe(201);
    vi.setSystemTime(new Date("2030-05-01T10:31:00Z"));
    const logs = captureLogsForTests();
    try {
      await runJobNow(QUEUES.reservationSweep.name);
    } finally {
      logs.restore();
    }
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ level: "info", event: "bookings.reservations.released", huntIds: expect.arrayContaining([w.hunt.id]) }),
    );
  });
});
