import { afterEach, beforeEach, vi } from "vitest";
import { createHunt, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";

/** Every test of the calling file runs on 10 March 2031: the monthly report asked for is February's, before the 15th. */
export function onReportDay() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-10T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());
}

/** An approved outfitter with a $4,500 hunt and an API token: who files the monthly report. */
export async function reportWorld() {
  const outfitter = await createOutfitter();
  const hunt = await createHunt({ outfitterId: outfitter.id, priceCents: 450000 });
  return { outfitter, hunt, token: await issueApiToken(outfitter.id) };
}
