import type { users } from "@/db/schema";

type UserRow = typeof users.$inferSelect;

/** The user as every response shows it: never the password hash. */
export type PublicUser = Omit<UserRow, "passwordHash" | "createdAt" | "updatedAt"> & { createdAt: string };

export function toPublicUser(row: UserRow): PublicUser {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { passwordHash, updatedAt, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString() };
}

export const publicUserColumns = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  phoneUnparsed: true,
  websiteUrl: true,
  bio: true,
  inBusinessSince: true,
  role: true,
  isActive: true,
  isApproved: true,
  isTopTier: true,
  coverPhoto: true,
  profileImage: true,
  createdAt: true,
} as const;
