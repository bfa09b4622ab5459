import type { MediaFile } from "@lorawan/contracts/media";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render";
import { MediaPickerDialog } from "./MediaPickerDialog";

const at = "2026-11-22T10:00:00.000Z";
const file = (name: string, category: MediaFile["category"], mimeType: string): MediaFile => ({
  id: name,
  filename: name,
  originalName: name,
  size: 2048,
  mimeType,
  category,
  url: `/api/images/media/${name}`,
  thumbnailUrl: null,
  uploadedAt: at,
  uploadedBy: "admin@example.com",
  createdAt: at,
  updatedAt: at,
});
const library = [file("probe-photo.png", "image", "image/png"), file("probe-datasheet.pdf", "document", "application/pdf")];

afterEach(() => vi.unstubAllGlobals());

/** The media library as GET /api/admin/media answers it. */
function stubLibrary() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(library), { headers: { "Content-Type": "application/json" } })),
  );
}

describe("MediaPickerDialog for a datasheet (issue 21)", () => {
  it("lists the library's documents only, and hands back the one chosen", async () => {
    stubLibrary();
    const onSelect = vi.fn();
    renderWithProviders(<MediaPickerDialog open filter="document" onClose={vi.fn()} onSelect={onSelect} />);
    const dialog = await screen.findByRole("dialog", { name: "Select Document" });
    const pdf = await within(dialog).findByRole("button", { name: "probe-datasheet.pdf" });
    expect(within(dialog).queryByRole("button", { name: "probe-photo.png" })).not.toBeInTheDocument();
    // The type filter is held at Documents.
    expect(within(dialog).getByLabelText("Filter by type")).toHaveValue("document");
    expect(within(dialog).getByLabelText("Filter by type")).toBeDisabled();

    fireEvent.click(pdf);
    fireEvent.click(within(dialog).getByRole("button", { name: "Select Files" }));
    expect(onSelect).toHaveBeenCalledWith([library[1]]);
  });

  it("uploads PDF documents only: an image is refused before it is sent, with the reason", async () => {
    stubLibrary();
    const send = vi.fn();
    vi.stubGlobal("XMLHttpRequest", class {
      open() {}
      send = send;
      upload = {};
    });
    renderWithProviders(<MediaPickerDialog open filter="document" onClose={vi.fn()} onSelect={vi.fn()} />);
    const dialog = await screen.findByRole("dialog", { name: "Select Document" });
    fireEvent.click(within(dialog).getByRole("tab", { name: "Upload" }));
    expect(await within(dialog).findByText("PDF up to 10MB")).toBeInTheDocument();
    const input = within(dialog).getByLabelText("File to upload");
    expect(input).toHaveAttribute("accept", "application/pdf,.pdf");

    fireEvent.change(input, { target: { files: [new File(["png"], "photo.png", { type: "image/png" })] } });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("photo.png is not a PDF document: choose a PDF document here.");
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File(["%PDF-1.4"], "datasheet.pdf", { type: "application/pdf" })] } });
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeEnabled();
  });

  it("keeps the image picker to images", async () => {
    stubLibrary();
    renderWithProviders(<MediaPickerDialog open filter="image" onClose={vi.fn()} onSelect={vi.fn()} />);
    const dialog = await screen.findByRole("dialog", { name: "Select Image" });
    expect(await within(dialog).findByRole("button", { name: "probe-photo.png" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "probe-datasheet.pdf" })).not.toBeInTheDocument();
  });
});
