import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render";
import { OfflineIndicator } from "./OfflineIndicator";

const setOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });

afterEach(() => vi.restoreAllMocks());

describe("OfflineIndicator", () => {
  it("announces going offline in a polite live region and clears when back online", () => {
    renderWithProviders(<OfflineIndicator />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    setOnline(false);
    expect(region).toHaveTextContent("You are offline. Showing saved pages and products.");

    setOnline(true);
    expect(region).toBeEmptyDOMElement();
  });
});
