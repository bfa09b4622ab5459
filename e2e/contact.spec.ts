import { expect, test, type Page } from "@playwright/test";

const industries = [
  "Manufacturing",
  "Agriculture",
  "Water Management",
  "Smart Buildings",
  "Energy & Utilities",
  "Logistics & Supply Chain",
  "Environmental Monitoring",
  "Other",
];

/**
 * Types the required fields, possibly before the form has hydrated (the page starts its code after
 * its first paint, and keeps what was typed), then waits for the form's code as a visitor's pace
 * would. Sent before that, the browser sends it (decision 086), as "contact form without JavaScript" tests.
 */
async function fillRequired(page: Page, values = { first: "Ada", last: "Lovelace", email: `ada-${Date.now()}@example.com`, company: "Engines Ltd" }) {
  await page.getByLabel("First Name").fill(values.first);
  await page.getByLabel("Last Name").fill(values.last);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Company").fill(values.company);
  await page.locator('[data-island="ContactForm"][data-boot~=hydrated]').waitFor({ state: "attached" });
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("offers the industries of spec 3.2, marks the required fields and shows the side cards", async ({ page }) => {
    const options = await page.getByLabel("Industry").locator("option").allTextContents();
    expect(options.slice(1)).toEqual(industries);
    for (const label of ["First Name", "Last Name", "Email", "Company"]) {
      await expect(page.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByText("Under 24 hours")).toBeVisible();
  });

  test("sends the request, shows Sending... meanwhile, then the success toast and clears every field", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/demo-request", async (route) => {
      await held;
      await route.continue();
    });
    await fillRequired(page);
    await page.getByLabel("Industry").selectOption({ label: "Water Management" });
    await page.getByLabel("Project Details").fill("200 tank level sensors across three sites.");
    const sent = page.waitForRequest("**/api/demo-request");
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    expect((await sent).postDataJSON()).toMatchObject({
      firstName: "Ada",
      industry: "water-management",
      projectDescription: "200 tank level sensors across three sites.",
    });
    release();
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    for (const label of ["First Name", "Last Name", "Email", "Company", "Project Details"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expect(page.getByLabel("Industry")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("blank required fields show 'Required Fields Missing' and send nothing", async ({ page }) => {
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/demo-request")) requests += 1;
    });
    // Spaces pass the browser's own required check; the form still refuses them.
    await fillRequired(page, { first: "   ", last: "Lovelace", email: "ada@example.com", company: "   " });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Required Fields Missing")).toBeVisible();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
    expect(requests).toBe(0);
  });

  test("a corrected form replaces 'Required Fields Missing' with the success toast at once (spec 9.1: one toast)", async ({ page }) => {
    await fillRequired(page, { first: "Ada", last: "Lovelace", email: `ada-${Date.now()}@example.com`, company: "   " });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Required Fields Missing")).toBeVisible();
    await page.getByLabel("Company").fill("Engines Ltd");
    await page.getByRole("button", { name: "Send Message" }).click();
    // The fields are cleared in the same update that shows the success toast: by then the old toast
    // must be gone (it used to stay beside the emptied form for the rest of its 5 seconds).
    await expect(page.getByLabel("Company")).toHaveValue("");
    expect(await page.getByText("Required Fields Missing").count()).toBe(0);
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  });

  test("a failed request shows the error toast and keeps what was typed", async ({ page }) => {
    await page.route("**/api/demo-request", (route) => route.abort());
    await fillRequired(page, { first: "Grace", last: "Hopper", email: "grace@example.com", company: "Navy" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to submit your request. Please try again.")).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Grace");
    await expect(page.getByLabel("Company")).toHaveValue("Navy");
  });
});

test.describe("contact form without JavaScript (decision 085)", () => {
  test.use({ javaScriptEnabled: false });

  test("is sent by the browser and answered with the success page; a blank field brings it back as typed", async ({ page }) => {
    await page.goto("/contact");
    const email = `grace-${Date.now()}@example.com`;
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    await page.getByLabel("Email").fill(email);
    // Spaces pass the browser's required check; the server finds the field blank.
    await page.getByLabel("Company").fill("   ");
    await page.getByLabel("Project Details").fill("Level sensors in 12 tanks");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact\/send$/);
    await expect(page.getByRole("alert")).toContainText("Required Fields Missing");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Project Details")).toHaveValue("Level sensors in 12 tanks");

    await page.getByLabel("Company").fill("Harbour Water Works");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully!" })).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
  });
});
