import { describe, expect, it } from "vitest";
import { reportStatusLabel } from "@/components/admin/report-status-label";

describe("the admin's monthly report status (issue 53 item 15)", () => {
  it("a missing report is 'No Response' only once the month's report is past due", () => {
    expect(reportStatusLabel("no-response", false)).toBe("Not Due Yet");
    expect(reportStatusLabel("no-response", true)).toBe("No Response");
    expect(reportStatusLabel("no-response")).toBe("No Response");
    expect(reportStatusLabel("yes", false)).toBe("Completed");
  });
});
