import { describe, expect, it } from "vitest";
import { assertDemoProject } from "./guard.ts";

describe("assertDemoProject", () => {
  it("accepts demo- projects", () => {
    expect(() => assertDemoProject("demo-lorawan-sensors")).not.toThrow();
  });
  it.each(["lorawan-prod", "my-demo-project", "", undefined])("refuses %s with a clear message", (id) => {
    expect(() => assertDemoProject(id)).toThrow(/only allowed for local demo projects whose id starts with "demo-"/);
  });
});
