import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../src/components/layout/Header";
import { content } from "./support/content";
import { renderWithSiteText } from "./support/render";

const navigation = content<NonNullable<Queries.PageShellDataFragment["navigationJson"]>>("navigation.json");

const renderHeader = (currentPath = "/blog") =>
  renderWithSiteText(<Header siteName="Parley" currentPath={currentPath} {...navigation} />);

// jsdom has no viewport, so the closed menu panel is display:none (the phone layout): query hidden
// nodes too. A hidden element's accessible name is empty, so the label is checked by attribute.
const mainNav = () => screen.getByRole("navigation", { hidden: true });

describe("Header", () => {
  it("links the logo home", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Parley home" })).toHaveAttribute("href", "/");
  });

  it("marks the link of the page being shown as the current page, and no other", () => {
    renderHeader("/blog");
    const current = Array.from(mainNav().querySelectorAll("a[aria-current='page']")).map((a) => a.textContent);
    expect(current).toEqual(["Blog"]);
    expect(screen.getByRole("link", { name: "Parley home" })).not.toHaveAttribute("aria-current");
  });

  it.each(["/blog/paid-calls", "/blog/tags/protocol", "/blog/page/2"])(
    "marks Blog as the current section on %s, and no link as the current page",
    (path) => {
      renderHeader(path);
      const current = Array.from(mainNav().querySelectorAll("a[aria-current]")).map((a) => [
        a.textContent,
        a.getAttribute("aria-current"),
      ]);
      expect(current).toEqual([["Blog", "true"]]);
    },
  );

  it.each([
    ["Home", "/"],
    ["Blog", "/blog"],
    ["Twitter", "https://x.com/parleyprotocol"],
    ["Docs", "https://docs.parley.example"],
    ["Whitepaper", "https://parley.example/whitepaper.pdf"],
  ])("links %s to %s", (label, href) => {
    renderHeader();
    const nav = mainNav();
    const link = Array.from(nav.querySelectorAll("a")).find((a) => a.textContent?.startsWith(label));
    expect(link).toHaveAttribute("href", href);
    if (href.startsWith("https://")) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveTextContent("(opens in a new tab)");
    }
  });

  it("opens the menu, moves focus into it, and closes it with Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    const nav = mainNav();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(nav).toHaveAttribute("aria-label", "Main");
    expect(button).toHaveAttribute("aria-controls", nav.id);
    expect(nav).toHaveAttribute("data-open", "false");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName("Close menu");
    expect(nav).toHaveAttribute("data-open", "true");
    expect(nav.querySelector("a")).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes the menu when a link is chosen", async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    await user.click(button);
    const nav = mainNav();
    const blog = Array.from(nav.querySelectorAll("a")).find((a) => a.textContent === "Blog")!;
    blog.addEventListener("click", (event) => event.preventDefault());
    await user.click(blog);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
