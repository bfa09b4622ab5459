import type { Revision } from "@lorawan/contracts/history";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render";
import { RevisionItem } from "./RevisionItem";

const by = { uid: "u1", email: "admin@example.com", name: "Ada Admin" };
const revision = (fields: Partial<Revision>): Revision => ({
  id: "r2",
  kind: "products",
  recordId: 7,
  at: "2026-11-29T10:15:00.000Z",
  by,
  action: "save",
  changes: [],
  version: "2026-11-29T10:15:00.000Z",
  ...fields,
});
const labels = { price: "Price", description: "Description", tags: "Tags" };

function renderItem(item: Revision, onRestore = vi.fn()) {
  renderWithProviders(
    <ol>
      <RevisionItem revision={item} labels={labels} onRestore={onRestore} />
    </ol>,
  );
  return { item: screen.getByRole("listitem", { name: /^Saved|^Created/ }), onRestore };
}

describe("RevisionItem", () => {
  it("says what was done, by whom and when, and each field's old and new value", () => {
    const { item } = renderItem(
      revision({
        changes: [
          { field: "price", before: "49.00", after: "59.00" },
          { field: "tags", before: [], after: ["outdoor", "battery"] },
        ],
      }),
    );
    expect(item).toHaveTextContent("Saved");
    expect(item).toHaveTextContent(`by Ada Admin, ${new Date("2026-11-29T10:15:00.000Z").toLocaleString()}`);
    const changes = within(item).getAllByRole("listitem");
    expect(changes.map((c) => [within(c).getByRole("deletion").textContent, within(c).getByRole("insertion").textContent])).toEqual([
      ["Before: 49.00", "After: 59.00"],
      ["Before: (empty)", "After: outdoor; battery"],
    ]);
    expect(within(changes[0]!).getByText("Price")).toBeInTheDocument();
  });

  it("shortens long text, with Show all to read the rest", async () => {
    const long = "A long description of the sensor. ".repeat(10).trim();
    const { item } = renderItem(revision({ changes: [{ field: "description", before: "Short", after: long }] }));
    const after = within(item).getByRole("insertion");
    expect(after.textContent).not.toContain(long);
    expect(after.textContent).toMatch(/…$/);
    await userEvent.setup().click(within(item).getByRole("button", { name: "Show all" }));
    expect(after).toHaveTextContent(`After: ${long}`);
    expect(within(item).getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  });

  it("offers Restore for a save", async () => {
    const saved = revision({ changes: [{ field: "price", before: "1.00", after: "2.00" }] });
    const { item, onRestore } = renderItem(saved);
    await userEvent.setup().click(within(item).getByRole("button", { name: /^Restore to before this change/ }));
    expect(onRestore).toHaveBeenCalledWith(saved);
  });

  it("has no Restore for a create (there is nothing before it)", () => {
    const { item } = renderItem(revision({ action: "create", changes: [{ field: "price", before: null, after: "2.00" }] }));
    expect(item).toHaveTextContent("Created");
    expect(within(item).queryByRole("button", { name: /^Restore/ })).toBeNull();
  });
});
