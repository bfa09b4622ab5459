import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useDeferredComponent } from "./useDeferredComponent";

function Loaded() {
  return <p>Loaded view</p>;
}

function Host({ importer }: { importer: () => Promise<{ default: typeof Loaded }> }) {
  const [View, load] = useDeferredComponent(importer);
  return View ? (
    <View />
  ) : (
    <button type="button" onClick={load}>
      Load
    </button>
  );
}

describe("useDeferredComponent", () => {
  it("keeps the page when the code cannot be fetched, and tries again at the next load()", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue({ default: Loaded });
    render(<Host importer={importer} />);

    await userEvent.click(screen.getByRole("button", { name: "Load" }));
    expect(importer).toHaveBeenCalledTimes(1);
    // The failed fetch leaves the page as it was, ready to ask again.
    expect(await screen.findByRole("button", { name: "Load" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Load" }));
    expect(importer).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Loaded view")).toBeInTheDocument();
  });
});
