import { categoryInputSchema, type Category } from "@lorawan/contracts/category";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/app/queryClient";
import { closeOutbox, openOutbox, outboxEntries } from "../outbox/outboxStore";
import { useRecordSave } from "./useRecordSave";

const texts = {
  created: "Category created successfully",
  updated: "Category updated successfully",
  createFailed: "Failed to create category",
  updateFailed: "Failed to update category",
};
const stored: Category = {
  id: 4,
  name: "Sensors",
  description: null,
  parentId: null,
  isActive: true,
  sortOrder: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
} as Category;

function setup(record?: Category) {
  const client = createQueryClient();
  client.setQueryData(["/api/admin/categories"], [stored], { updatedAt: Date.parse("2026-01-03T08:00:00.000Z") });
  const onSaved = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () =>
      useRecordSave({
        kind: "category",
        path: "/api/admin/categories",
        schema: categoryInputSchema,
        record,
        texts,
        refetch: [["/api/admin/categories"]],
        onSaved,
      }),
    { wrapper },
  );
  return { client, onSaved, hook };
}

beforeEach(() => {
  window.localStorage.clear();
  openOutbox("admin-1");
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
});

afterEach(() => {
  closeOutbox();
  vi.restoreAllMocks();
});

describe("a form saved offline (decision 031)", () => {
  it("queues an update with the version it was based on, shows it in the list, sends nothing and closes the form", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const { client, onSaved, hook } = setup(stored);
    const loadedAt = client.getQueryState(["/api/admin/categories"])?.dataUpdatedAt;
    act(() => hook.result.current.save({ name: "Sensors & Gateways", description: null, parentId: null, isActive: true, sortOrder: 0 }));
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith();
    expect(outboxEntries()).toMatchObject([
      { kind: "category", label: "Sensors & Gateways", method: "PUT", path: "/api/admin/categories/4", baseVersion: stored.updatedAt, state: "waiting" },
    ]);
    expect(client.getQueryData<Category[]>(["/api/admin/categories"])?.[0]).toMatchObject({ name: "Sensors & Gateways", updatedAt: stored.updatedAt });
    // The list still says when it was loaded (the offline banner shows that time).
    expect(client.getQueryState(["/api/admin/categories"])?.dataUpdatedAt).toBe(loadedAt);
  });

  it("queues a create with the form's Idempotency-Key, and queues nothing the server's schema refuses", () => {
    const { onSaved, hook } = setup();
    act(() => hook.result.current.save({ name: "", description: null, parentId: null, isActive: true, sortOrder: 0 }));
    expect(outboxEntries()).toEqual([]);
    expect(hook.result.current.fieldErrors.name).toBeTruthy();
    act(() => hook.result.current.save({ name: "New", description: null, parentId: null, isActive: true, sortOrder: 0 }));
    expect(onSaved).toHaveBeenCalledOnce();
    expect(outboxEntries()).toMatchObject([{ method: "POST", path: "/api/admin/categories", label: "New" }]);
    expect(outboxEntries()[0]?.idempotencyKey).toMatch(/^[\w-]{16,}$/);
  });
});
