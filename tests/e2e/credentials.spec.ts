import { expect, test } from "./support/fixtures";
import { ADMIN, OUTFITTER, latestEmail, signedInPage } from "./support/auth";

/**
 * Evidence instead of claims (issue 49): the demo outfitter uploads a licence, the admin verifies
 * it from the queue, and the badge appears on the outfitter's profile and hunt page, with no
 * document URL anywhere in the public HTML (RSC payload included).
 */
const PDF = Buffer.from("%PDF-1.4\n% e2e licence\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

test("an outfitter uploads a licence, the admin verifies it, and the badge appears", async ({ browser }) => {
  const number = `E2E${Date.now().toString(36).toUpperCase()}`;
  const expires = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);

  const outfitter = await signedInPage(browser, OUTFITTER);
  const { page } = outfitter;
  await page.goto("/outfitter-dashboard");
  const card = page.getByTestId("credentials-card");
  await card.getByRole("button", { name: "Add licence" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Licence" });
  await dialog.getByLabel("State or province").fill("Montana");
  await dialog.getByLabel("Licence number").fill(number);
  await dialog.getByLabel("Expiry date").fill(expires);
  await dialog.getByLabel("Licence document").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(dialog.getByText("Document attached.")).toBeVisible();
  await dialog.getByRole("button", { name: "Send for checking" }).click();
  await expect(page.getByText("Credential Added").first()).toBeVisible();
  const own = card.getByTestId("own-credential").filter({ hasText: number });
  await expect(own).toContainText("Waiting for check");
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };

  const admin = await signedInPage(browser, ADMIN);
  await admin.page.goto("/admin-dashboard");
  const queued = admin.page.getByTestId("queued-credential").filter({ hasText: number });
  await expect(queued).toBeVisible();
  // The admin opens the private document; a visitor asking for it gets 404.
  const href = await queued.getByRole("link", { name: "Open document" }).getAttribute("href");
  expect((await admin.page.request.get(href!)).status()).toBe(200);
  expect((await admin.page.request.get(href!)).headers()["content-type"]).toBe("application/pdf");
  await queued.getByRole("button", { name: "Approve" }).click();
  const decide = admin.page.getByRole("dialog", { name: "Approve Credential" });
  await decide.getByLabel("Note (optional)").fill("Checked with Montana FWP");
  await decide.getByRole("button", { name: "Approve" }).click();
  await expect(admin.page.getByText("Credential Verified").first()).toBeVisible();
  await expect(queued).toHaveCount(0);
  const mail = await latestEmail(admin.page.request, OUTFITTER, /is verified/);
  expect(mail.subject).toBe(`Your Montana outfitter licence #${number} is verified`);

  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  expect((await v.request.get(href!)).status()).toBe(404);
  const month = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date());
  const label = `Licensed outfitter — Montana #${number}, verified ${month}`;
  await v.goto(`/outfitter/${me.id}`);
  await expect(v.getByTestId("credential-badges")).toContainText(label);
  const [hunt] = (await (await v.request.get(`/api/hunts?outfitterId=${me.id}`)).json()) as { id: number }[];
  const res = await v.goto(`/hunt/${hunt.id}`);
  await expect(v.getByTestId("credential-badges").first()).toContainText(label);
  const html = await res!.text();
  expect(html).not.toMatch(/credential-documents|documentId/);

  await outfitter.context.close();
  await admin.context.close();
  await visitor.close();
});
