import { toPlainText } from "@react-email/components";
import { describe, expect, it } from "vitest";
import { renderEmail } from "@/lib/email";
import { savedSearchAlert } from "@/lib/email/templates/saved-search-alert";
import { alertMailer } from "@/lib/saved-searches/alert-mail";

/** The run's fast writer (template rendered once, values put in) says what the template says. */
describe("alertMailer", () => {
  it("gives the same e-mail as rendering the template whole, with values escaped", async () => {
    const write = await alertMailer();
    const props = { ...savedSearchAlert.sample, firstName: `Rae <b>&</b> "Jo"`, searchName: "Elk & mule deer's", moreCount: 3 };
    const fast = await write(props);
    const full = await renderEmail(savedSearchAlert.build(props));
    expect(fast.html).toBe(full.html);
    expect(fast.subject).toBe('5 new for "Elk & mule deer\'s" on Ridgeline');
    expect(fast.html).not.toContain("<b>&</b>");
    for (const line of ["Montana Elk Rifle Hunt", "New date: Sep 12–17, 2027 · 2 spots", "And 3 more on Ridgeline.", props.unsubscribeUrl])
      expect(fast.text).toContain(line);
    expect(toPlainText(fast.html)).toContain("Bugling Bulls Archery Hunt");
  });
});
