import { z } from "zod";

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const userStatusSchema = z.object({ isActive: flag("isActive") });
export const approvalSchema = z.object({ isApproved: flag("isApproved") });
export const topTierSchema = z.object({ isTopTier: flag("isTopTier") });

export type UserStatusInput = z.output<typeof userStatusSchema>;
export type ApprovalInput = z.output<typeof approvalSchema>;
export type TopTierInput = z.output<typeof topTierSchema>;
