import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { ErrorBoundary } from "../src/components/layout/ErrorBoundary";
import { ErrorScreen } from "../src/components/layout/ErrorScreen";
import NotFoundPage from "../src/pages/404";
import BlogPage from "../src/pages/blog";
import LandingPage from "../src/pages/index";
import { content } from "./support/content";
import { renderWithSiteText } from "./support/render";

/** The site-wide content every page query asks for (the PageShellData fragment). */
const shell = {
  siteJson: content("site.json"),
  navigationJson: content("navigation.json"),
  footerJson: content("footer.json"),
  errorPageJson: content("pages/error.json"),
};

/** The props Gatsby gives a page: its own content plus the site-wide content. */
function pageProps<Data>(data: Partial<Data>, pathname = "/"): PageProps<Data> {
  return { data: { ...shell, ...data }, location: { pathname } } as unknown as PageProps<Data>;
}

describe("404 page", () => {
  const notFoundPageJson = content<NonNullable<Queries.NotFoundPageQuery["notFoundPageJson"]>>("pages/not-found.json");

  it("says the page does not exist and offers a way home", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithSiteText(<NotFoundPage {...pageProps<Queries.NotFoundPageQuery>({ notFoundPageJson }, "/nope")} />);
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("logs the missing path to the console", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithSiteText(<NotFoundPage {...pageProps<Queries.NotFoundPageQuery>({ notFoundPageJson }, "/no-such-page")} />);
    expect(consoleError).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route: /no-such-page");
  });
});

describe("Blog page", () => {
  it("shows the Blog heading and Coming soon...", () => {
    const blogPageJson = content<NonNullable<Queries.BlogPageQuery["blogPageJson"]>>("pages/blog.json");
    render(<BlogPage {...pageProps<Queries.BlogPageQuery>({ blogPageJson })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Blog" })).toBeInTheDocument();
    expect(screen.getByText("Coming soon...")).toBeInTheDocument();
  });
});

describe("Landing page", () => {
  const sectionFiles = {
    heroSectionJson: "hero",
    serviceProvidersSectionJson: "service-providers",
    createProfileSectionJson: "create-profile",
    becomeProviderSectionJson: "become-provider",
    sessionsSectionJson: "sessions",
    domainFoundersSectionJson: "domain-founders",
    nodeOperatorsSectionJson: "node-operators",
    featuresSectionJson: "features",
    chainsAndTokenSectionJson: "chains-and-token",
    finalCallToActionSectionJson: "final-call-to-action",
  } as const;

  function landingData(): Queries.LandingPageQuery {
    const data = Object.fromEntries(
      Object.entries(sectionFiles).map(([field, id]) => [field, content(`sections/${id}.json`)]),
    );
    return { ...data, landingPageJson: content("pages/landing.json") } as unknown as Queries.LandingPageQuery;
  }

  it("sits in the site's frame: header, main content and footer", () => {
    renderWithSiteText(<LandingPage {...pageProps(landingData())} />);
    expect(screen.getByRole("link", { name: "Parley home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { level: 1, name: "PARLEY PROTOCOL" }));
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  const renderedSectionIds = (container: HTMLElement) =>
    Array.from(container.querySelectorAll("main section[id]")).map((section) => section.id);

  it("renders the ten sections in the order the content gives", () => {
    const { container } = renderWithSiteText(<LandingPage {...pageProps(landingData())} />);
    expect(renderedSectionIds(container)).toEqual(Object.values(sectionFiles));
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

describe("Error boundary", () => {
  const errorPage = content<NonNullable<Queries.PageShellDataFragment["errorPageJson"]>>("pages/error.json");

  function Broken(): JSX.Element {
    throw new Error("render failed");
  }

  it("shows the Unexpected Application Error page, titled so, with a way home", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<ErrorScreen {...errorPage} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error" })).toBeInTheDocument();
    expect(document.title).toBe("Unexpected Application Error");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("renders the page untouched when nothing throws", () => {
    render(
      <ErrorBoundary fallback={<ErrorScreen {...errorPage} />}>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Fine")).toBeInTheDocument();
    expect(screen.queryByText("Unexpected Application Error")).toBeNull();
  });
});
