import type { Page } from "@playwright/test";

export type Visit = string | { path: string; open: string };

/**
 * Why a page does not fit its viewport, or null: it scrolls sideways (naming the first elements
 * past the right edge) or something hangs below the footer.
 */
export async function layoutProblem(page: Page, visit: Visit) {
  await page.goto(typeof visit === "string" ? visit : visit.path);
  await page.waitForLoadState("networkidle");
  if (typeof visit !== "string") {
    await page.getByRole("button", { name: visit.open }).first().click();
    await page.waitForLoadState("networkidle");
  }
  return page.evaluate(() => {
    const { scrollWidth, clientWidth, scrollHeight } = document.documentElement;
    const footer = document.querySelector("footer");
    const footerBottom = footer ? footer.getBoundingClientRect().bottom + window.scrollY : scrollHeight;
    if (scrollHeight > Math.ceil(footerBottom) + 1) return `${scrollHeight - Math.ceil(footerBottom)} px of page below the footer`;
    if (scrollWidth <= clientWidth) return null;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > clientWidth + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
    return `${scrollWidth} px wide in ${clientWidth}: ${wide.join(", ")}`;
  });
}
