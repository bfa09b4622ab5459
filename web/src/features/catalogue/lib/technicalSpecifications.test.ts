import { describe, expect, it } from "vitest";
import { technicalSpecifications } from "./technicalSpecifications";

const blank = { model: null, specifications: {}, range: null, batteryLife: null, dimensions: null, weight: null, powerRequirements: null, operatingTemp: null };

describe("technicalSpecifications (spec 2.9, 3.2)", () => {
  it("lists the model, the product's range, battery life, dimensions, weight, power and temperature, then its other specifications", () => {
    expect(
      technicalSpecifications({
        ...blank,
        model: "WQ-900",
        range: "15 km",
        batteryLife: "10 years",
        dimensions: "120 x 80 x 45 mm",
        weight: "250 g",
        powerRequirements: "3.6 V lithium battery",
        operatingTemp: "-40 to +85°C",
        specifications: { Frequency: "EU868" },
      }),
    ).toEqual([
      ["Model", "WQ-900"],
      ["Range", "15 km"],
      ["Battery Life", "10 years"],
      ["Dimensions", "120 x 80 x 45 mm"],
      ["Weight", "250 g"],
      ["Power Requirements", "3.6 V lithium battery"],
      ["Operating Temperature", "-40 to +85°C"],
      ["Frequency", "EU868"],
    ]);
  });

  it("leaves out what is empty", () => {
    expect(technicalSpecifications({ ...blank, weight: "250 g", range: "  ", batteryLife: "" })).toEqual([["Weight", "250 g"]]);
    expect(technicalSpecifications(blank)).toEqual([]);
  });

  it("shows a standard key of the specifications once, in its place", () => {
    expect(technicalSpecifications({ ...blank, range: "15 km", specifications: { Sensor: "Ultrasonic", Range: "15 km", "Battery Life": "8 years" } })).toEqual([
      ["Range", "15 km"],
      ["Battery Life", "8 years"],
      ["Sensor", "Ultrasonic"],
    ]);
  });
});
