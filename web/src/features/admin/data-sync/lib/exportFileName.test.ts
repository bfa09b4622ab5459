import { describe, expect, it } from "vitest";
import { exportFileName, localDate } from "./exportFileName";

describe("exportFileName (spec 9.1)", () => {
  it("names the file after the product with the date as YYYY-MM-DD", () => {
    expect(exportFileName(new Date(2026, 10, 21, 23, 59), "LoRaWAN Sensors")).toBe("lorawan-sensors-export-2026-11-21.json");
  });

  it("pads month and day", () => {
    expect(localDate(new Date(2025, 0, 5))).toBe("2025-01-05");
  });
});
