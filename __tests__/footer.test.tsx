import { screen } from "@testing-library/react";
import { Footer } from "../src/components/layout/Footer";
import { content } from "./support/content";
import { renderWithSiteText } from "./support/render";

const footer = content<NonNullable<Queries.PageShellDataFragment["footerJson"]>>("footer.json");

const renderFooter = () => renderWithSiteText(<Footer siteName="Parley" {...footer} />);

describe("Footer", () => {
  it("shows the copyright year", () => {
    renderFooter();
    expect(screen.getByText("Copyright 2025")).toBeInTheDocument();
  });

  it("links the contact e-mail with mailto", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: /hello@parley\.example/ })).toHaveAttribute(
      "href",
      "mailto:hello@parley.example",
    );
  });

  it("lists Resources: Blog and X as links", () => {
    renderFooter();
    expect(screen.getByRole("heading", { name: "Resources" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("link", { name: /^X/ })).toHaveAttribute("href", "https://x.com/parleyprotocol");
  });

  it.each(["Privacy", "Terms", "Farcaster", "LinkedIn"])(
    "shows %s as a focusable placeholder announced as unavailable, never a dead link",
    (label) => {
      renderFooter();
      const placeholder = screen.getByRole("link", { name: `${label} (not available yet)` });
      expect(placeholder).not.toHaveAttribute("href");
      expect(placeholder).toHaveAttribute("aria-disabled", "true");
      expect(placeholder).toHaveAttribute("tabindex", "0");
      expect(placeholder).toHaveAccessibleDescription("Coming soon");
    },
  );
});
