import type { Browser } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { HUNTER, OUTFITTER, signIn } from "./support/auth";

async function newSignedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, email);
  return { page, dialogs };
}

test("hunter and outfitter exchange messages; stored HTML renders inert", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const greeting = `Hi Bitterroot, is the September elk hunt still open?\nWe are two hunters. (${stamp})`;
  const xss = `<img src=x onerror="window.__xss=1;alert('xss')"><script>alert('xss2')</script> ${stamp}`;
  const reply = `Yes, two spots left in September. ${stamp}`;

  // The hunter opens one of the demo outfitter's hunts and clicks Message Outfitter.
  const hunter = await newSignedInPage(browser, HUNTER);
  const { hunts } = (await (await hunter.page.request.get("/api/hunts?limit=100")).json()) as {
    hunts: { id: number; title: string; outfitterId: number; outfitter?: { firstName: string } }[];
  };
  const hunt = hunts.find((h) => h.outfitter?.firstName === "Bitterroot");
  expect(hunt, "the demo outfitter needs a listed hunt").toBeTruthy();
  await hunter.page.goto(`/hunt/${hunt!.id}`);
  await expect(hunter.page.getByRole("heading", { level: 1, name: hunt!.title })).toBeVisible();
  const messageOutfitter = hunter.page.getByRole("link", { name: "Message Outfitter" });
  // The link points at the sign-in dialog until the page knows who is signed in.
  await expect(messageOutfitter).toHaveAttribute("href", `/messages?recipient=${hunt!.outfitterId}&autoOpen=true&hunt=${hunt!.id}`);
  await messageOutfitter.click();
  await expect(hunter.page).toHaveURL(new RegExp(`/messages\\?recipient=${hunt!.outfitterId}&autoOpen=true&hunt=${hunt!.id}$`));
  await expect(hunter.page.getByText("You can message outfitters and admins")).toBeVisible();
  await expect(hunter.page.getByTestId("conversation-partner")).toHaveText("Bitterroot");
  const input = hunter.page.getByPlaceholder("Type your message...");
  await hunter.page.getByRole("button", { name: "Talk Now with Outfitter" }).click();
  await expect(input).toBeFocused();
  const send = hunter.page.getByRole("button", { name: "Send message" });
  await expect(send).toBeDisabled();

  await input.fill(greeting);
  await send.click();
  await expect(hunter.page.getByText("Message Sent").first()).toBeVisible();
  await expect(input).toHaveValue("");
  const first = hunter.page.getByTestId("message-content").filter({ hasText: stamp }).first();
  await expect(first).toContainText("We are two hunters.");
  expect(await first.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");

  await input.fill(xss);
  await input.press("Enter");
  await expect(hunter.page.getByTestId("message-content").filter({ hasText: "<script>" })).toHaveCount(1);
  await expect(hunter.page.getByTestId("message-count")).toHaveText(/^\d+ messages$/);

  // The outfitter sees the hunter under Hunter Messages with an unread count, and replies.
  const outfitter = await newSignedInPage(browser, OUTFITTER);
  await outfitter.page.goto("/messages");
  await expect(outfitter.page.getByText("You can message admins and reply to hunters who contact you first")).toBeVisible();
  const header = outfitter.page.getByRole("banner");
  // the seeded threads may add unread messages of their own
  await expect(header.getByTestId("unread-badge").first()).toContainText(/\d+/);
  const row = outfitter.page.getByTestId("hunter-messages").getByRole("button", { name: /Hannah/ });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("conversation-unread")).toContainText(/[2-9]|\d\d/);
  await row.click();
  await expect(outfitter.page.getByTestId("message-content").filter({ hasText: "<img src=x" })).toBeVisible();
  await expect(outfitter.page.getByTestId("message-content").filter({ hasText: "September elk hunt" })).toBeVisible();
  // opening the conversation marks it read
  await expect(row.getByTestId("conversation-unread")).toHaveCount(0);

  await outfitter.page.getByPlaceholder("Type your message...").fill(reply);
  await outfitter.page.getByRole("button", { name: "Send message" }).click();
  await expect(outfitter.page.getByText("Message Sent").first()).toBeVisible();
  await expect(outfitter.page.getByTestId("message-content").filter({ hasText: reply })).toBeVisible();

  // The hunter sees the reply after a reload; nothing ever executed.
  await hunter.page.reload();
  await expect(hunter.page.getByTestId("message-content").filter({ hasText: reply })).toBeVisible();
  await expect(hunter.page.getByTestId("message-count")).toHaveText(/^\d+ messages$/);
  for (const { page, dialogs } of [hunter, outfitter]) {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator("[data-testid=message-content] img, [data-testid=message-content] script").count()).toBe(0);
  }
});

test("a signed-out visitor gets the login prompt", async ({ page }) => {
  await page.goto("/messages");
  const link = page.getByRole("link", { name: "Go to Login" });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/(\?login=true)?$/);
});
