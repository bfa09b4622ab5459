import { describe, expect, it } from "vitest";
import { wrongKindReason } from "./uploadKind";

describe("wrongKindReason", () => {
  it("takes a PDF for a document, by its type or its name", () => {
    expect(wrongKindReason({ name: "datasheet.pdf", type: "application/pdf" }, "document")).toBeNull();
    expect(wrongKindReason({ name: "DATASHEET.PDF", type: "" }, "document")).toBeNull();
  });

  it("refuses an image or a text file where a PDF document is wanted, saying what to choose", () => {
    expect(wrongKindReason({ name: "photo.png", type: "image/png" }, "document")).toBe("photo.png is not a PDF document: choose a PDF document here.");
    expect(wrongKindReason({ name: "notes.txt", type: "text/plain" }, "document")).toBe("notes.txt is not a PDF document: choose a PDF document here.");
  });

  it("refuses a PDF where an image is wanted", () => {
    expect(wrongKindReason({ name: "datasheet.pdf", type: "application/pdf" }, "image")).toBe("datasheet.pdf is not an image: choose an image here.");
    expect(wrongKindReason({ name: "photo.jpg", type: "image/jpeg" }, "image")).toBeNull();
  });

  it("leaves every file to the server where any kind is taken (the Media tab)", () => {
    expect(wrongKindReason({ name: "notes.txt", type: "text/plain" }, "all")).toBeNull();
  });
});
