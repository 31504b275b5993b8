import { render, screen, within } from "@testing-library/react";
import { Pager } from "../src/components/blog";
import { content } from "./support/content";

const labels = content<{ posts: Queries.BlogPostLabelsFragment }>("pages/blog.json").posts;

describe("the pager of the blog's lists", () => {
  it("names itself, says which page of how many this is, and links the newer and older pages", () => {
    render(<Pager labels={labels} page={2} pages={3} newer="/blog" older="/blog/page/3" />);
    const pager = screen.getByRole("navigation", { name: "More posts" });
    expect(pager).toHaveTextContent("Page 2 of 3");
    const newer = within(pager).getByRole("link", { name: "Newer posts" });
    expect(newer).toHaveAttribute("href", "/blog");
    expect(newer).toHaveAttribute("rel", "prev");
    const older = within(pager).getByRole("link", { name: "Older posts" });
    expect(older).toHaveAttribute("href", "/blog/page/3");
    expect(older).toHaveAttribute("rel", "next");
  });

  it("offers only the way that exists from the first and the last page", () => {
    const { rerender } = render(<Pager labels={labels} page={1} pages={3} newer={null} older="/blog/page/2" />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Older posts"]);
    rerender(<Pager labels={labels} page={3} pages={3} newer="/blog/page/2" older={null} />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Newer posts"]);
  });

  it("is left out of a list that fits on one page", () => {
    render(<Pager labels={labels} page={1} pages={1} newer={null} older={null} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
