import type { Revision } from "@lorawan/contracts/history";
import { describe, expect, it } from "vitest";
import { restoredRecord } from "./restoredRecord";

const by = { uid: "admin", email: "admin@example.com", name: "Admin" };
const revision = (id: string, changes: Revision["changes"]): Revision => ({
  id,
  kind: "products",
  recordId: 7,
  at: "2026-11-29T10:00:00.000Z",
  by,
  action: "save",
  changes,
  version: id,
});

describe("restoredRecord", () => {
  // Newest first, as GET .../revisions answers.
  const revisions = [
    revision("r3", [{ field: "name", before: "Probe", after: "Probe II" }]),
    revision("r2", [{ field: "price", before: "59.00", after: "69.00" }]),
    revision("r1", [{ field: "price", before: "49.00", after: "59.00" }]),
  ];
  const record = { id: 7, name: "Probe II", price: "69.00", model: "P1", updatedAt: "v3" };

  it("undoes the chosen revision and every later one: a field takes the value before its oldest change", () => {
    expect(restoredRecord(record, revisions, "r1")).toEqual({ id: 7, name: "Probe", price: "49.00", model: "P1", updatedAt: "v3" });
  });

  it("leaves what changed before the chosen revision as it is", () => {
    expect(restoredRecord(record, revisions, "r3")).toEqual({ ...record, name: "Probe" });
  });

  it("is null for a revision it has not read", () => {
    expect(restoredRecord(record, revisions, "r0")).toBeNull();
  });
});
