import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as toasts from "~/components/ui/toaster";
import { renderWithProviders } from "~/test/render";
import ContactForm from "./ContactForm.island";

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
};

describe("ContactForm while offline", () => {
  let fetchSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says it cannot send, sends nothing and keeps the fields", async () => {
    const toast = vi.spyOn(toasts, "showToast").mockImplementation(() => {});
    const user = userEvent.setup();
    setOnline(false);
    renderWithProviders(<ContactForm />);

    expect(screen.getByText("You are offline. Messages cannot be sent until your connection is back.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/First Name/), "Ada");
    await user.type(screen.getByLabelText(/Last Name/), "Lovelace");
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Company/), "Analytical Engines");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "You are offline", variant: "destructive" }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/First Name/)).toHaveValue("Ada");
    expect(screen.getByLabelText(/Company/)).toHaveValue("Analytical Engines");
    // Typing into a rendered Chakra form takes seconds on a busy machine.
  }, 20_000);

  it("shows no offline note while online", () => {
    setOnline(true);
    renderWithProviders(<ContactForm />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
