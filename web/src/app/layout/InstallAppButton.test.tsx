import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { ChakraProvider } from "@chakra-ui/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteSystem } from "../pageHead";
import { enhanceInstallButtons, listenForInstallPrompt } from "../installPrompt.controls";
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

/** The footer's button as the server writes it, given its behaviour as the page's code does. */
function renderPage() {
  const page = document.createElement("footer");
  page.innerHTML = renderToString(
    <ChakraProvider value={siteSystem()}>
      <InstallAppButton />
    </ChakraProvider>,
  );
  document.body.append(page);
  enhanceInstallButtons(page);
}

afterEach(() => {
  document.body.innerHTML = "";
  window.dispatchEvent(new Event("appinstalled"));
});

describe("InstallAppButton", () => {
  it("appears only when the browser offers installation and opens its dialog once", async () => {
    renderPage();
    expect(screen.queryByRole("button", { name: "Install app" })).not.toBeInTheDocument();

    const offer = offerInstall("dismissed");
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Install app" }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    // An offer is good for one prompt; the button waits for the next one.
    expect(screen.queryByRole("button", { name: "Install app" })).not.toBeInTheDocument();
  });

  it("shows at once on a page that starts after the browser has offered", () => {
    offerInstall("dismissed");
    renderPage();
    expect(screen.getByRole("button", { name: "Install app" })).toBeVisible();
  });

  it("goes away once the app is installed", () => {
    renderPage();
    offerInstall("accepted");
    expect(screen.getByRole("button", { name: "Install app" })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(screen.queryByRole("button", { name: "Install app" })).not.toBeInTheDocument();
  });
});
