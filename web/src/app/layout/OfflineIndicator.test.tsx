import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { siteSystem } from "~/app/pageHead";
import { renderWithProviders } from "~/test/render";
import { watchOfflineNotices } from "./offlineNotice.controls";
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
    const notice = within(region).getByText("You are offline. Showing saved pages and products.");
    expect(notice).not.toBeVisible();

    setOnline(false);
    expect(notice).toBeVisible();

    setOnline(true);
    expect(notice).not.toBeVisible();
  });

  it("works the same on a prerendered page, with no React in the browser", () => {
    document.body.innerHTML = renderToString(
      <ChakraProvider value={siteSystem()}>
        <OfflineIndicator />
      </ChakraProvider>,
    );
    const notice = within(screen.getByRole("status")).getByText("You are offline. Showing saved pages and products.");
    expect(notice).not.toBeVisible();
    watchOfflineNotices(document);
    setOnline(false);
    expect(notice).toBeVisible();
    setOnline(true);
    expect(notice).not.toBeVisible();
    document.body.innerHTML = "";
  });
});
