import { afterEach, describe, expect, it } from "vitest";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { demoAccounts } from "@/lib/users/demo-accounts";
import { resetConfigForTests } from "@/lib/config";

const saved = process.env.DATABASE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  resetConfigForTests();
});

describe("sample accounts of the internal messaging pages", () => {
  it("lists active demo accounts per role on the embedded database only", async () => {
    const stamp = Date.now();
    await createAdmin({ email: `demo-admin-${stamp}@ridgeline.test` });
    await createOutfitter({ email: `demo-outfitter-${stamp}@ridgeline.test` });
    await createHunter({ email: `demo-hunter-${stamp}@ridgeline.test` });
    await createHunter({ email: `gone-${stamp}@ridgeline.test`, isActive: false });
    await createHunter({ email: `real-${stamp}@example.com` });

    delete process.env.DATABASE_URL;
    resetConfigForTests();
    const list = await demoAccounts(10);
    const emails = list.map((a) => a.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        `demo-admin-${stamp}@ridgeline.test`,
        `demo-outfitter-${stamp}@ridgeline.test`,
        `demo-hunter-${stamp}@ridgeline.test`,
      ]),
    );
    expect(emails).not.toContain(`gone-${stamp}@ridgeline.test`);
    expect(emails).not.toContain(`real-${stamp}@example.com`);
    expect(JSON.stringify(list)).not.toMatch(/password/i);

    // A production database (DATABASE_URL set) shows no sample accounts at all.
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/none";
    resetConfigForTests();
    expect(await demoAccounts()).toEqual([]);
  });
});
