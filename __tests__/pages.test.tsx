import { act, render, screen } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import type { PageProps } from "gatsby";
import { ServerRendering } from "../src/components/layout/PageShell";
import { IslandBoundary } from "../src/islands/IslandBoundary";
import NotFoundPage from "../src/pages/404";
import BlogPage from "../src/templates/blog";
import LandingPage from "../src/pages/index";
import { content, LANDING_SECTION_FILES, landingContent, shellContent } from "./support/content";
import { renderWithSiteText } from "./support/render";

/** The props Gatsby gives a page: its own content plus the site-wide content. */
function pageProps<Data>(data: Partial<Data>, pathname = "/"): PageProps<Data> {
  return { data: { ...shellContent(), ...data }, location: { pathname } } as unknown as PageProps<Data>;
}

describe("404 page", () => {
  // jsdom's address is the file's, for every test after this one's.
  const address = window.location.href;
  afterEach(() => window.history.replaceState({}, "", address));

  const notFoundPageJson = content<NonNullable<Queries.NotFoundPageQuery["notFoundPageJson"]>>("pages/not-found.json");

  it("says the page does not exist and offers a way home", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithSiteText(<NotFoundPage {...pageProps<Queries.NotFoundPageQuery>({ notFoundPageJson }, "/nope")} />);
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("logs the missing path to the console", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.pushState({}, "", "/no-such-page");
    renderWithSiteText(<NotFoundPage {...pageProps<Queries.NotFoundPageQuery>({ notFoundPageJson }, "/404.html")} />);
    expect(consoleError).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route: /no-such-page");
  });
});

const blogPageJson = content<NonNullable<Queries.BlogPageQuery["blogPageJson"]>>("pages/blog.json");

describe("Blog page", () => {
  it("shows the Blog heading and Coming soon...", () => {
    render(<BlogPage {...pageProps<Queries.BlogPageQuery>({ blogPageJson })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Blog" })).toBeInTheDocument();
    expect(screen.getByText("Coming soon...")).toBeInTheDocument();
  });
});

describe("Landing page", () => {
  const landingData = () => landingContent() as Queries.LandingPageQuery;

  const renderedSectionIds = (container: HTMLElement) =>
    Array.from(container.querySelectorAll("main section[id]")).map((section) => section.id);

  it("renders the ten sections in the order their files give", () => {
    const byOrder = Object.values(LANDING_SECTION_FILES)
      .map((id) => ({ id, order: content<{ order: number }>(`sections/${id}.json`).order }))
      .sort((a, b) => a.order - b.order)
      .map(({ id }) => id);
    const { container } = renderWithSiteText(<LandingPage {...pageProps(landingData())} />);
    expect(renderedSectionIds(container)).toEqual(byOrder);
  });

  it("follows a changed order without a code change", () => {
    const data = landingData();
    const swapped = {
      ...data,
      heroSectionJson: { ...data.heroSectionJson!, order: 2 },
      serviceProvidersSectionJson: { ...data.serviceProvidersSectionJson!, order: 1 },
    };
    const { container } = renderWithSiteText(<LandingPage {...pageProps(swapped)} />);
    expect(renderedSectionIds(container).slice(0, 2)).toEqual(["service-providers", "hero"]);
  });
});

describe("Unexpected Application Error", () => {
  function Broken(): JSX.Element {
    throw new Error("render failed");
  }

  /** Renders `children` in an island of the blog page as the browser parses its built HTML. */
  function renderIslandInPage(children: JSX.Element) {
    // A <template>'s markup becomes its content, as in the browser.
    document.body.innerHTML = renderToStaticMarkup(
      <ServerRendering.Provider value>
        <BlogPage {...pageProps<Queries.BlogPageQuery>({ blogPageJson })} />
      </ServerRendering.Provider>,
    );
    const island = document.body.appendChild(document.createElement("div"));
    act(() => createRoot(island).render(<IslandBoundary>{children}</IslandBoundary>));
  }

  afterEach(() => {
    document.body.innerHTML = "";
    document.title = "";
  });

  it("replaces the page with the error page it carries, titled so, with a way home, when an island fails", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderIslandInPage(<Broken />);
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error" })).toBeInTheDocument();
    expect(document.title).toBe("Unexpected Application Error");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("heading", { name: "Blog" })).toBeNull();
  });

  it("leaves the page alone when nothing throws", () => {
    document.title = "Blog · Parley";
    renderIslandInPage(<p>Fine</p>);
    expect(screen.getByText("Fine")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Blog" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Unexpected Application Error" })).toBeNull();
    expect(document.title).toBe("Blog · Parley");
  });
});
