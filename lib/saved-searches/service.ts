import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { savedSearches, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { conflict, notFound } from "@/lib/http/errors";
import { requireHunter } from "@/lib/hunters/guard";
import { filterColumnsOf } from "./filter-columns";
import {
  SAVED_SEARCHES_HUNTERS_ONLY,
  SAVED_SEARCHES_LIMIT,
  SAVED_SEARCH_NOT_FOUND,
  type SavedSearchInput,
  type SavedSearchUpdate,
  type SavedSearchView,
  type SearchPagePath,
} from "./schema";
import { savedSearchOfToken } from "./token";

export const SAVED_SEARCHES_FULL = `You can save at most ${SAVED_SEARCHES_LIMIT} searches. Delete one to save another.`;
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid";

type Row = typeof savedSearches.$inferSelect;

function viewOf(r: Row): SavedSearchView {
  return {
    id: r.id,
    name: r.name,
    path: r.path as SearchPagePath,
    query: r.query,
    href: r.query ? `${r.path}?${r.query}` : r.path,
    frequency: r.frequency,
    alertsOn: r.alertsOn,
    lastAlertedAt: r.lastAlertedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Saves a search; alerts cover what is new from now on. Over the cap is a 409, checked under the hunter's row lock. */
export async function createSavedSearch(user: CurrentUser | null, input: SavedSearchInput): Promise<SavedSearchView> {
  const hunter = requireHunter(user, SAVED_SEARCHES_HUNTERS_ONLY);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE id = ${hunter.id} FOR UPDATE`);
    const count = await tx.$count(savedSearches, eq(savedSearches.hunterId, hunter.id));
    if (count >= SAVED_SEARCHES_LIMIT) throw conflict(SAVED_SEARCHES_FULL);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        hunterId: hunter.id,
        name: input.name,
        path: input.path,
        query: input.query,
        frequency: input.frequency,
        ...filterColumnsOf(input.filters),
      })
      .returning();
    return viewOf(row!);
  });
}

export async function listSavedSearches(user: CurrentUser | null): Promise<SavedSearchView[]> {
  const hunter = requireHunter(user, SAVED_SEARCHES_HUNTERS_ONLY);
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.hunterId, hunter.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(viewOf);
}

/** Another hunter's search answers as a missing one (404), so ids reveal nothing. */
export async function updateSavedSearch(user: CurrentUser | null, id: number, patch: SavedSearchUpdate): Promise<SavedSearchView> {
  const hunter = requireHunter(user, SAVED_SEARCHES_HUNTERS_ONLY);
  const set = {
    ...(patch.frequency ? { frequency: patch.frequency } : {}),
    // Turned back on, alerts start from now rather than sending what was missed while off.
    ...(patch.alertsOn !== undefined ? { alertsOn: patch.alertsOn, ...(patch.alertsOn ? { checkedThrough: new Date() } : {}) } : {}),
  };
  const mine = and(eq(savedSearches.id, id), eq(savedSearches.hunterId, hunter.id));
  const [row] = Object.keys(set).length
    ? await db.update(savedSearches).set(set).where(mine).returning()
    : await db.select().from(savedSearches).where(mine);
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return viewOf(row);
}

export async function deleteSavedSearch(user: CurrentUser | null, id: number): Promise<{ deleted: true }> {
  const hunter = requireHunter(user, SAVED_SEARCHES_HUNTERS_ONLY);
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.hunterId, hunter.id)))
    .returning({ id: savedSearches.id });
  if (rows.length === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return { deleted: true };
}

/** The link in an alert, signed out: turns that search's alerts off (idempotent); the search itself stays saved. */
export async function unsubscribeSavedSearch(token: string): Promise<{ name: string; alertsOn: false }> {
  const id = savedSearchOfToken(token);
  if (id === null) throw notFound(UNSUBSCRIBE_LINK_INVALID);
  const [row] = await db
    .update(savedSearches)
    .set({ alertsOn: false })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  if (!row) throw notFound(UNSUBSCRIBE_LINK_INVALID);
  return { name: row.name, alertsOn: false };
}

/** What the unsubscribe page shows for a token: the search's name, or null for a link this server did not sign. */
export async function savedSearchForToken(token: string): Promise<{ name: string; alertsOn: boolean } | null> {
  const id = savedSearchOfToken(token);
  if (id === null) return null;
  const [row] = await db
    .select({ name: savedSearches.name, alertsOn: savedSearches.alertsOn })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row ?? null;
}
