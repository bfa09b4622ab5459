import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { paths, publicPagePaths } from "@lorawan/contracts/paths";
import { footerLinks, mainLinks, solutionMenu } from "~/content/navigation";
import { renderWithProviders } from "~/test/render";
import AboutPage from "./AboutPage";

it("with the header and footer, links every public page, so each is reachable from the home page", () => {
  renderWithProviders(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
  const linked = new Set([
    ...mainLinks.map((link) => link.to),
    paths.contact,
    ...solutionMenu.map((entry) => entry.href),
    ...footerLinks.map((link) => link.to),
    ...screen.getAllByRole("link").map((link) => link.getAttribute("href")),
  ]);
  expect(publicPagePaths.filter((path) => !linked.has(path))).toEqual([]);
});

it("links the platform pages, the solutions overview, resources and the brand page by name", () => {
  renderWithProviders(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
  const links: [RegExp, string][] = [
    [/^Network Server/, paths.platform.networkServer],
    [/^Gateway Management/, paths.platform.gatewayManagement],
    [/^Device Registry/, paths.platform.deviceRegistry],
    [/^Analytics/, paths.platform.analytics],
    [/^Solutions by industry/, paths.solutions],
    [/^Resources/, paths.resources],
    [/^Brand assets/, paths.brand],
  ];
  for (const [name, href] of links) expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
});
