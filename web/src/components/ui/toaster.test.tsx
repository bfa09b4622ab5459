import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render";
import { showToast, showUpdatePrompt, toaster } from "./toaster";
import ToasterView from "./ToasterView";

afterEach(() => act(() => void toaster.remove()));

describe("showToast (spec 9.1: at most one toast shown)", () => {
  it("replaces the toast on screen at once instead of queueing behind it", async () => {
    renderWithProviders(<ToasterView />);
    act(() => showToast({ title: "Required Fields Missing", description: "Please fill in all required fields.", variant: "destructive" }));
    expect(await screen.findByText("Required Fields Missing")).toBeInTheDocument();

    act(() =>
      showToast({
        title: "Message Sent Successfully!",
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
        variant: "success",
      }),
    );
    expect(await screen.findByText("Message Sent Successfully!")).toBeInTheDocument();
    expect(screen.queryByText("Required Fields Missing")).not.toBeInTheDocument();
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(["Message Sent Successfully!"]);
  });

  it("replaces a toast of the same kind too (one copy button after another)", async () => {
    renderWithProviders(<ToasterView />);
    act(() => showToast({ title: "Copied", description: "#00d4aa copied to clipboard", variant: "success" }));
    act(() => showToast({ title: "Copied", description: "#0dceda copied to clipboard", variant: "success" }));
    expect(await screen.findByText("#0dceda copied to clipboard")).toBeInTheDocument();
    expect(screen.queryByText("#00d4aa copied to clipboard")).not.toBeInTheDocument();
  });

  it("leaves the update prompt alone", () => {
    showUpdatePrompt(() => {});
    showToast({ title: "Copied", variant: "success" });
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(["A new version is available"]);
  });
});
