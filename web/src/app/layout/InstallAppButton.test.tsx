import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render";
import { listenForInstallPrompt } from "../installPrompt";
import { InstallAppButton } from "./InstallAppButton";

listenForInstallPrompt();

/** What Chromium dispatches when the site meets the install criteria. */
function offerInstall(outcome: "accepted" | "dismissed") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe("InstallAppButton", () => {
  it("appears only when the browser offers installation and opens its dialog once", async () => {
    renderWithProviders(<InstallAppButton />);
    expect(screen.queryByRole("button", { name: "Install app" })).not.toBeInTheDocument();

    const offer = offerInstall("dismissed");
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole("button", { name: "Install app" }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    // An offer is good for one prompt; the button waits for the next one.
    expect(screen.queryByRole("button", { name: "Install app" })).not.toBeInTheDocument();
  });

  it("goes away once the app is installed", async () => {
    renderWithProviders(<InstallAppButton />);
    offerInstall("accepted");
    expect(await screen.findByRole("button", { name: "Install app" })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(screen.queryByRole("button", { name: "Install app" })).not.toBeInTheDocument();
  });
});
