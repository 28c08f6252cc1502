import net from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { cacheExpiries } from "@/db/schema";
import { PATCH as huntStatusPATCH } from "@/app/api/hunts/[id]/status/route";
import { createHunt, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import {
  EXPIRY_KEEP_MINUTES,
  EXPIRY_WINDOW_SECONDS,
  INSTANCE_ID,
  expireInProcess,
  publishExpiry,
  setExpiryPublishing,
  startExpiryFollower,
  type ExpiryFollower,
} from "@/lib/cache/expiry-broadcast";
import { HUNTS_TAG, huntTag, outfitterTag } from "@/lib/cache/tags";
import { captureLogsForTests } from "@/lib/log";
import { call } from "../../support/http";

// Behind a load balancer every instance has its own Next.js cache: a hunt paused through one
// instance must leave the pages of the others too (issue 3: "a paused or deleted hunt disappears
// from pages, search and sitemap at once"). Instances record the tags they expire and follow the
// tags the others expired.

type WithCache = typeof globalThis & { __incrementalCache?: unknown };
let follower: ExpiryFollower | undefined;

beforeEach(async () => {
  await db.execute(sql`DELETE FROM cache_expiries`);
});

afterEach(() => {
  follower?.stop();
  follower = undefined;
  setExpiryPublishing(false);
  delete (globalThis as WithCache).__incrementalCache;
});

const rows = () =>
  queryRows<{ id: number; tags: string[]; origin: string }>(db, sql`SELECT id, tags, origin FROM cache_expiries ORDER BY id`);

/** A follower for "this" instance whose applied tags are recorded; it reads when the test says (tick), never on a notification. */
function recordingFollower(instanceId = "instance-a", windowSeconds?: number) {
  const applied: string[][] = [];
  follower = startExpiryFollower({ listen: false, apply: (tags) => applied.push(tags), instanceId, windowSeconds });
  return { follower, applied };
}

async function insertExpiry(tags: string[], origin: string, secondsAgo = 0) {
  await db.insert(cacheExpiries).values({ tags, origin, createdAt: sql`now() - make_interval(secs => ${secondsAgo})` });
}

describe("recording expiries", () => {
  it("records nothing while this process does not follow other instances (embedded database, scripts)", async () => {
    await publishExpiry(["hunt:1"]);
    expect(await rows()).toEqual([]);
  });

  it("a hunt paused here is recorded with its tags and this instance as the origin", async () => {
    setExpiryPublishing(true);
    const o = await createOutfitter();
    const hunt = await createHunt({ outfitterId: o.id });
    const token = await issueApiToken(o.id);
    const paused = await call(huntStatusPATCH, { method: "PATCH", token, params: { id: String(hunt.id) }, body: { isActive: false } });
    expect(paused.status).toBe(200);
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    const [row] = await rows();
    expect(row!.origin).toBe(INSTANCE_ID);
    expect(row!.tags).toEqual(expect.arrayContaining([huntTag(hunt.id), outfitterTag(o.id), HUNTS_TAG]));
  });

  it("a refused write records nothing", async () => {
    setExpiryPublishing(true);
    const hunt = await createHunt({ outfitterId: (await createOutfitter()).id });
    const stranger = await issueApiToken((await createOutfitter()).id);
    const refused = await call(huntStatusPATCH, {
      method: "PATCH",
      token: stranger,
      params: { id: String(hunt.id) },
      body: { isActive: false },
    });
    expect(refused.status).toBe(403);
    await publishExpiry([]);
    expect(await rows()).toEqual([]);
  });

  it("following turns recording on, stopping turns it off", async () => {
    const { follower: f } = recordingFollower();
    await publishExpiry(["hunt:7"]);
    expect((await rows()).map((r) => r.tags)).toEqual([["hunt:7"]]);
    f.stop();
    await publishExpiry(["hunt:8"]);
    expect(await rows()).toHaveLength(1);
  });
});

describe("following the other instances", () => {
  it("reads as soon as another instance's expiry is notified (LISTEN/NOTIFY), within milliseconds", async () => {
    const applied: string[][] = [];
    follower = startExpiryFollower({ apply: (tags) => applied.push(tags), instanceId: "instance-listening" });
    // Listening has started once its first (catch-up) read has run.
    await vi.waitFor(() => expect(follower).toBeDefined());
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    await publishExpiry(["hunt:42"]); // recorded by this process (INSTANCE_ID), another instance to the follower
    await vi.waitFor(() => expect(applied).toEqual([["hunt:42"]]), { timeout: 2000, interval: 5 });
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(1000);
    console.info(`cache expiry followed ${ms.toFixed(1)} ms after it was published`);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "an instance that started while PostgreSQL was unreachable starts listening once it is back",
    async () => {
      // The listening connection goes through a port that refuses connections at first, then forwards to
      // PostgreSQL: postgres.js keeps trying a LISTEN whose first connection failed, so no instance stays deaf.
      const target = new URL(process.env.DATABASE_URL!);
      const proxy = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        const close = () => (client.destroy(), upstream.destroy());
        client.on("error", close).on("close", close);
        upstream.on("error", close).on("close", close);
      });
      const port = await new Promise<number>((resolve) => {
        const probe = net.createServer().listen(0, "127.0.0.1", () => {
          const p = (probe.address() as net.AddressInfo).port;
          probe.close(() => resolve(p));
        });
      });
      const realUrl = process.env.DATABASE_URL!;
      const viaProxy = new URL(realUrl);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(port);
      const logs = captureLogsForTests();
      const applied: string[][] = [];
      process.env.DATABASE_URL = viaProxy.toString();
      try {
        follower = startExpiryFollower({ apply: (tags) => applied.push(tags), instanceId: "instance-started-offline" });
        await vi.waitFor(() => expect(logs.entries().map((e) => e.event)).toContain("cache.expiry_listen_failed"), {
          timeout: 5000,
          interval: 20,
        });
      } finally {
        process.env.DATABASE_URL = realUrl;
      }
      await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
      try {
        // The retry's LISTEN (re)start reads once; then a notification is followed at once.
        await vi.waitFor(
          async () => {
            await publishExpiry(["hunt:77"]);
            expect(applied.flat()).toContain("hunt:77");
          },
          { timeout: 8000, interval: 300 },
        );
      } finally {
        follower?.stop();
        follower = undefined;
        logs.restore();
        await new Promise((r) => proxy.close(r));
      }
    },
    20_000,
  );

  it("expires the tags other instances recorded, once each, and never its own", async () => {
    const { follower: f, applied } = recordingFollower("instance-a");
    await insertExpiry(["hunt:1", "hunts"], "instance-b");
    await insertExpiry(["hunt:2"], "instance-a");
    await f.tick();
    expect(applied).toEqual([["hunt:1", "hunts"]]);
    await f.tick();
    expect(applied).toHaveLength(1);
    await insertExpiry(["outfitter:3", "hunts"], "instance-c");
    await insertExpiry(["hunt:4"], "instance-b");
    await f.tick();
    expect(applied[1]!.sort()).toEqual(["hunt:4", "hunts", "outfitter:3"]);
  });

  it("ignores expiries older than its window (every instance has followed them by then)", async () => {
    const { follower: f, applied } = recordingFollower();
    await insertExpiry(["hunt:1"], "instance-b", EXPIRY_WINDOW_SECONDS + 5);
    await f.tick();
    expect(applied).toEqual([]);
  });

  it("still sees a row that became visible after a row with a higher id", async () => {
    const { follower: f, applied } = recordingFollower();
    // Ids are taken before commit: reserve one, let a later row commit first, then commit the first.
    const [{ id: early }] = await queryRows<{ id: number }>(
      db,
      sql`SELECT nextval(pg_get_serial_sequence('cache_expiries', 'id'))::int AS id`,
    );
    await insertExpiry(["hunt:2"], "instance-b");
    await f.tick();
    expect(applied).toEqual([["hunt:2"]]);
    await db.execute(
      sql`INSERT INTO cache_expiries (id, tags, origin) OVERRIDING SYSTEM VALUE VALUES (${early}, ARRAY[${"hunt:1"}]::text[], 'instance-b')`,
    );
    await f.tick();
    expect(applied).toEqual([["hunt:2"], ["hunt:1"]]);
  });

  it("deletes rows older than the time they are kept, once a minute", async () => {
    const { follower: f } = recordingFollower();
    await insertExpiry(["hunt:1"], "instance-b", EXPIRY_KEEP_MINUTES * 60 + 30);
    await insertExpiry(["hunt:2"], "instance-b", 5);
    for (let i = 0; i < 59; i++) await f.tick();
    expect(await rows()).toHaveLength(2);
    await f.tick();
    expect((await rows()).map((r) => r.tags)).toEqual([["hunt:2"]]);
  });

  it("the default expires the tags in this process's Next.js cache at once", async () => {
    const calls: Array<{ tags: string[]; durations: unknown }> = [];
    (globalThis as WithCache).__incrementalCache = {
      revalidateTag: async (tags: string[], durations: unknown) => void calls.push({ tags, durations }),
    };
    expireInProcess(["hunt:9"]);
    await vi.waitFor(() => expect(calls).toEqual([{ tags: ["hunt:9"], durations: { expire: 0 } }]));
  });

  it("after losing the database for longer than its window, it still applies what was written meanwhile, and logs the outage once", async () => {
    const { follower: f, applied } = recordingFollower("instance-a", 1);
    await f.tick();
    await db.execute(sql`ALTER TABLE cache_expiries RENAME TO cache_expiries_away`);
    const logs = captureLogsForTests();
    try {
      await db.execute(sql`INSERT INTO cache_expiries_away (tags, origin) VALUES (ARRAY['hunt:5']::text[], 'instance-b')`);
      await f.tick();
      await new Promise((r) => setTimeout(r, 1500));
      await f.tick();
      expect(applied).toEqual([]);
      await db.execute(sql`ALTER TABLE cache_expiries_away RENAME TO cache_expiries`);
      await f.tick();
      expect(applied).toEqual([["hunt:5"]]);
      expect(logs.entries().map((e) => e.event)).toEqual(["cache.expiry_follow_failed", "cache.expiry_follow_recovered"]);
    } finally {
      logs.restore();
      await db.execute(sql`ALTER TABLE IF EXISTS cache_expiries_away RENAME TO cache_expiries`);
    }
  });
});
