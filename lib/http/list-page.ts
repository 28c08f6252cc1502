import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

// A plain request still gets the whole list (the dashboard counts and searches it); limit or cursor pages it. The cursor keeps
// created_at in whole microseconds: a millisecond date would skip or repeat rows created in the same millisecond.
export const ADMIN_PAGE_SIZE = 100;
export const ADMIN_MAX_PAGE_SIZE = 500;

export type AdminPageKey = { micros: bigint; id: number };
export type AdminPageRequest = { limit?: number; cursor?: AdminPageKey };

const INT_MAX = 2_147_483_647;
const CURSOR = /^(\d{1,17})\.(\d{1,10})$/;

export const adminPageQuerySchema = z.object({
  limit: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim();
      if (!text) return undefined;
      const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (!(n >= 1 && n <= ADMIN_MAX_PAGE_SIZE)) {
        ctx.addIssue({ code: "custom", message: `Limit must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}` });
        return z.NEVER;
      }
      return n;
    }),
  cursor: z
    .string()
    .optional()
    .transform((v, ctx): AdminPageKey | undefined => {
      const text = v?.trim();
      if (!text) return undefined;
      const m = text.length <= 64 ? CURSOR.exec(Buffer.from(text, "base64url").toString("utf8")) : null;
      if (!m || Number(m[2]) > INT_MAX) {
        ctx.addIssue({ code: "custom", message: "Cursor is not a valid page cursor" });
        return z.NEVER;
      }
      return { micros: BigInt(m[1]!), id: Number(m[2]) };
    }),
});

export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

/** `q` and `role` let User Management search on the server a page at a time; a paged answer then carries the match `total`. */
export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  q: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || v.length <= 100, "Search must be at most 100 characters"),
  role: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v): v is "hunter" | "outfitter" | "admin" | undefined => v === undefined || ["hunter", "outfitter", "admin"].includes(v), {
      message: "Role must be hunter, outfitter or admin",
    }),
  /** active, inactive (deactivated or paused), or awaiting approval (an outfitter not yet approved). */
  status: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v): v is UserStatusFilter | undefined => v === undefined || (USER_STATUS_FILTERS as readonly string[]).includes(v), {
      message: "Status must be active, inactive or awaiting-approval",
    }),
});

export const USER_STATUS_FILTERS = ["active", "inactive", "awaiting-approval"] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const pageLimit = (page: AdminPageRequest): number | null => page.limit ?? (page.cursor ? ADMIN_PAGE_SIZE : null);

/** The row's key as text, selected beside the row so the cursor keeps every microsecond. */
export const pageKeyOf = (createdAt: PgColumn) => sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

export function afterCursor(createdAt: PgColumn, id: PgColumn, cursor: AdminPageKey | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`(timestamptz 'epoch' + ${cursor.micros.toString()}::bigint * interval '1 microsecond')`;
  return sql`(${createdAt}, ${id}) < (${at}, ${cursor.id}::int)`;
}

export const encodeCursor = (micros: string, id: number) => Buffer.from(`${micros}.${id}`, "utf8").toString("base64url");

type PageableQuery<R> = PromiseLike<R[]> & { limit(n: number): PromiseLike<R[]> };

/** Fetches one row more than the page, to know whether there is a next one. */
export async function fetchPage<R extends { key: string }>(
  query: PageableQuery<R>,
  page: AdminPageRequest,
  idOf: (row: R) => number,
): Promise<{ rows: R[]; nextCursor: string | null }> {
  const limit = pageLimit(page);
  if (limit === null) return { rows: await query, nextCursor: null };
  const rows = await query.limit(limit + 1);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { rows: rows.slice(0, limit), nextCursor: last ? encodeCursor(last.key, idOf(last)) : null };
}

/** A plain list for a request with no paging parameters, else `{ [name]: rows, nextCursor, hasMore, total? }`. */
export function pagedResponse(name: string, query: AdminPageQuery, items: unknown[], nextCursor: string | null, total?: number): unknown {
  if (pageLimit(query) === null) return items;
  return { [name]: items, nextCursor, hasMore: nextCursor !== null, ...(total === undefined ? {} : { total }) };
}
