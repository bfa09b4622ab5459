import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render";
import SolutionsMenu from "./SolutionsMenu.island";

function renderMenu() {
  renderWithProviders(
    <MemoryRouter>
      <a href="/about">About Us</a>
      <SolutionsMenu />
      <a href="/contact">Contact sales</a>
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: "Solutions" });
}

/** The real trigger, once the menu's code has replaced the stand-in button. */
async function realTrigger() {
  await waitFor(() => expect(screen.getByRole("button", { name: "Solutions" })).toHaveAttribute("data-scope", "menu"));
  return screen.getByRole("button", { name: "Solutions" });
}

describe("SolutionsMenu", () => {
  it("hands the focus from the stand-in to the real trigger, so Enter opens the menu", async () => {
    const standIn = renderMenu();
    act(() => standIn.focus());
    const trigger = await realTrigger();
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(screen.getAllByRole("menuitem")).toHaveLength(6);
  });

  it("opens the menu when clicked before its code arrived", async () => {
    const standIn = renderMenu();
    // A bare click, as a tap that comes straight after hydration: nothing loaded the code before it.
    fireEvent.click(standIn);
    expect(await screen.findByRole("menu")).toBeInTheDocument();
  });

  it("leaves the focus alone when the stand-in did not have it", async () => {
    const standIn = renderMenu();
    await userEvent.hover(standIn);
    const trigger = await realTrigger();
    expect(trigger).not.toHaveFocus();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("Tab closes the open menu and moves on to what follows its button (WAI-ARIA menu button)", async () => {
    const standIn = renderMenu();
    act(() => standIn.focus());
    await realTrigger();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");

    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole("link", { name: "Contact sales" })).toHaveFocus());
    expect(menu).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "false");
  });

  it("Shift+Tab closes the open menu and goes back to its button", async () => {
    const standIn = renderMenu();
    act(() => standIn.focus());
    const trigger = await realTrigger();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");

    await userEvent.tab({ shift: true });
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(menu).not.toBeVisible();
  });
});
