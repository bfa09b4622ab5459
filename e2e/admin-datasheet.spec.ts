import { expect, test } from "@playwright/test";
import type { MediaFile } from "@lorawan/contracts/media";
import { openAdminAsAdmin, pngFile, unique, watchDialogsFor } from "./admin-support";

// Issue 21, section 2: the product's datasheet comes from the media library as a document (a PDF),
// picked from it or uploaded to it from the product form; a file over 10 MB is refused before it is sent.

/** A small valid PDF: the server decides the type by the file's first bytes. */
const pdfFile = (name: string, size?: number) => {
  const body = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  return { name: `${name.replace(/\W+/g, "-")}.pdf`, mimeType: "application/pdf", buffer: size ? Buffer.concat([body, Buffer.alloc(size - body.length)]) : body };
};

test("the datasheet is uploaded to the media library as a document and chosen from it", async ({ page }) => {
  test.slow();
  await openAdminAsAdmin(page);
  // An image in the library, which the datasheet picker must not offer.
  const image = pngFile(unique("datasheet picker image"));
  const uploadedImage = await page.request.post("/api/admin/media/upload", { multipart: { file: image } });
  expect(uploadedImage.status()).toBe(200);
  const imageId = ((await uploadedImage.json()) as { file: MediaFile }).file.id;
  const pdf = pdfFile(unique("probe datasheet"));
  const name = unique("Datasheet Probe");

  await page.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByRole("dialog", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Manufacturer", exact: true }).fill("E2E Devices");
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("A sensor with a datasheet");

  await form.getByRole("button", { name: "Choose from library" }).click();
  const picker = page.getByRole("dialog", { name: "Select Document" });
  await expect(picker.getByLabel("Filter by type")).toHaveValue("document");
  await picker.getByLabel("Search media").fill(image.name);
  await expect(picker.getByText("No media files found")).toBeVisible();

  await picker.getByRole("tab", { name: "Upload" }).click();
  await expect(picker.getByText("PDF up to 10MB")).toBeVisible();
  await picker.getByLabel("File to upload").setInputFiles(pdf);
  const upload = await watchDialogsFor(page, ["Upload successful!"]);
  await picker.getByRole("button", { name: "Upload", exact: true }).click();
  await expect.poll(upload.seen).toEqual(["Upload successful!"]);
  // Handed back to the Browse tab, chosen, and listed as a document.
  await expect(picker.getByText("1 files selected")).toBeVisible();
  await expect(picker.getByRole("button", { name: pdf.name })).toHaveAttribute("aria-pressed", "true");
  await expect(picker.getByRole("button", { name: pdf.name })).toContainText("application/pdf");
  await picker.getByRole("button", { name: "Select Files" }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel("Datasheet URL")).toHaveValue(/^\/api\/images\/.+\.pdf$/);
  const datasheet = await form.getByLabel("Datasheet URL").inputValue();

  await form.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Product created successfully")).toBeVisible();
  const products = (await (await page.request.get("/api/admin/products")).json()) as { id: number; name: string; datasheet: string | null }[];
  const saved = products.find((p) => p.name === name)!;
  expect(saved.datasheet).toBe(datasheet);

  // Chosen again from the library for another product: the document is listed under Browse.
  await page.getByRole("button", { name: "Add Product" }).click();
  await form.getByRole("button", { name: "Choose from library" }).click();
  await picker.getByLabel("Search media").fill(pdf.name);
  await picker.getByRole("button", { name: pdf.name }).click();
  await picker.getByRole("button", { name: "Select Files" }).click();
  await expect(form.getByLabel("Datasheet URL")).toHaveValue(datasheet);
  await form.getByRole("button", { name: "Cancel" }).click();

  const media = (await (await page.request.get("/api/admin/media")).json()) as MediaFile[];
  const stored = media.find((f) => f.originalName === pdf.name)!;
  expect(stored).toMatchObject({ category: "document", mimeType: "application/pdf" });
  for (const id of [stored.id, imageId]) expect((await page.request.delete(`/api/admin/media/${id}`)).status()).toBe(200);
  expect((await page.request.delete(`/api/admin/products/${saved.id}`)).status()).toBe(200);
});

test("a datasheet over 10 MB or not a PDF is refused before it is uploaded, with the reason", async ({ page }) => {
  await openAdminAsAdmin(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/admin/media/upload") sent.push(request.url());
  });
  await page.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByRole("dialog", { name: "Add Product" });
  await form.getByRole("button", { name: "Choose from library" }).click();
  const picker = page.getByRole("dialog", { name: "Select Document" });
  await picker.getByRole("tab", { name: "Upload" }).click();

  await picker.getByLabel("File to upload").setInputFiles(pdfFile("huge datasheet", 12 * 1024 * 1024));
  await expect(picker.getByRole("alert")).toHaveText("This file is 12 MB; files up to 10 MB can be uploaded. Choose a smaller file.");
  await expect(picker.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();

  await picker.getByLabel("File to upload").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just text") });
  await expect(picker.getByRole("alert")).toHaveText("notes.txt is not a PDF document: choose a PDF document here.");
  await expect(picker.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
  expect(sent).toEqual([]);
});
