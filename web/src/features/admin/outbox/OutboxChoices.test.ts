import { describe, expect, it } from "vitest";
import { editedRecord } from "./OutboxChoices";
import type { OutboxEntry } from "./outboxStore";

const entry = (patch: Partial<OutboxEntry>): OutboxEntry => ({
  id: "e1",
  kind: "product",
  label: "Probe",
  recordId: 7,
  method: "PUT",
  path: "/api/admin/products/7",
  body: { name: "Probe", price: "11.00" },
  baseVersion: "2026-01-01T00:00:00.000Z",
  original: { id: 7, name: "Probe", price: "10.00", model: "P-1", updatedAt: "2026-01-01T00:00:00.000Z" },
  listKey: ["/api/admin/products"],
  refetch: [["/api/admin/products"]],
  queuedAt: "2026-01-01T00:00:00.000Z",
  state: "waiting",
  ...patch,
});

describe("Edit from the outbox", () => {
  it("after a conflict, opens my change over the stored record, based on the stored version", () => {
    const current = { id: 7, name: "Probe", price: "12.00", model: "P-2", updatedAt: "2026-01-05T00:00:00.000Z" };
    expect(editedRecord(entry({ state: "conflict", current }))).toEqual({ id: 7, name: "Probe", price: "11.00", model: "P-2", updatedAt: current.updatedAt });
  });

  it("after a refusal, opens my change over the record as it was read, based on that version", () => {
    expect(editedRecord(entry({ state: "refused" }))).toMatchObject({ price: "11.00", model: "P-1", updatedAt: "2026-01-01T00:00:00.000Z" });
  });

  it("offers no form for a create (nothing stored to base it on)", () => {
    expect(editedRecord(entry({ recordId: undefined, original: undefined, method: "POST" }))).toBeNull();
  });
});
