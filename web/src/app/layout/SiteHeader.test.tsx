import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NavigationProvider } from "~/components/AppLink";
import { renderWithProviders } from "~/test/render";
import { SiteHeader } from "./SiteHeader";

function renderHeaderAt(pathname: string) {
  renderWithProviders(
    <MemoryRouter>
      <NavigationProvider pathname={pathname}>
        <SiteHeader />
      </NavigationProvider>
    </MemoryRouter>,
  );
  return within(screen.getByRole("banner"));
}

/**
 * The desktop navigation's link (display: none below lg, and jsdom has no media queries). The
 * drawer's copy of it comes after it in the header.
 */
function mainLink(header: ReturnType<typeof renderHeaderAt>, name: string) {
  return header.getAllByRole("link", { name, hidden: true })[0]!;
}

describe("SiteHeader", () => {
  it("marks Product as the current page on a product page", () => {
    const nav = renderHeaderAt("/products/42");
    expect(mainLink(nav, "Product")).toHaveAttribute("aria-current", "page");
    expect(mainLink(nav, "Home")).not.toHaveAttribute("aria-current");
  });

  it("marks Product on the marketplace", () => {
    expect(mainLink(renderHeaderAt("/marketplace"), "Product")).toHaveAttribute("aria-current", "page");
  });

  it("marks no main link on /products, which only redirects", () => {
    const nav = renderHeaderAt("/products");
    for (const name of ["Home", "Product", "About Us"]) expect(mainLink(nav, name)).not.toHaveAttribute("aria-current");
  });
});
