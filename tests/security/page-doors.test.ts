import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CurrentUser, Role } from "@/lib/auth/current-user";
import { admitsPage, type PageAudience } from "@/lib/http/page-door";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ROLES: Role[] = ["hunter", "outfitter", "admin"];
const user = (role: Role) => ({ id: 1, role }) as CurrentUser;

/** The audience a page's route group gates: a page door inside it must admit exactly that. */
const GROUP_AUDIENCE: Record<string, PageAudience> = { "(hunter)": "hunter", "(outfitter)": "outfitter", "(admin)": "admin" };

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));

describe("page doors", () => {
  it.each(["hunter", "outfitter", "admin", "user", ["hunter", "outfitter"]] as PageAudience[])(
    "audience %j admits its roles only",
    (audience) => {
      expect(admitsPage(audience, null)).toBe(false);
      for (const role of ROLES) {
        const expected = audience === "user" || audience === role || (Array.isArray(audience) && audience.includes(role));
        expect(admitsPage(audience, user(role)), `${role}`).toBe(expected);
      }
    },
  );

  it("server pages and components read the session only through pageUser, with their group's audience", () => {
    const doors: string[] = [];
    for (const file of [...sourceFiles("app"), ...sourceFiles("components")]) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      // A group's layout is its gate: it reads the session to answer each other role its own refusal.
      if (path.basename(file) === "layout.tsx" && !/pageUser\(/.test(text)) continue;
      expect(text, `${file} reads the session without a page door`).not.toMatch(/\bgetSessionUser\b|\bgetServerSession\b/);
      for (const m of text.matchAll(/pageUser\("(\w+)"\)/g)) {
        doors.push(file);
        const group = Object.keys(GROUP_AUDIENCE).find((g) => file.split(path.sep).includes(g));
        if (group) expect(m[1], `${file} in ${group}`).toBe(GROUP_AUDIENCE[group]);
        else expect(m[1], `${file} outside a gated group`).toBe("admin");
      }
    }
    // The booking page, test payouts onboarding and the admin's internal pages.
    expect(doors.length).toBeGreaterThanOrEqual(4);
  });

  it("every page of a gated group renders its group's gate itself, not only through the layout (issue 52)", () => {
    const GATE: Record<string, string> = { "(hunter)": "HunterGate", "(outfitter)": "OutfitterGate", "(admin)": "AdminGate" };
    let pages = 0;
    for (const [group, gate] of Object.entries(GATE)) {
      for (const file of sourceFiles(path.join("app", group)).filter((f) => /(^|\/)(page|layout)\.tsx$/.test(f))) {
        pages++;
        const text = readFileSync(path.join(ROOT, file), "utf8");
        expect(text, `${file} renders <${gate}>`).toMatch(new RegExp(`<${gate}>`));
      }
    }
    expect(pages).toBeGreaterThanOrEqual(17);
  });
});
