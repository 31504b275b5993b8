/**
 * @jest-environment node
 *
 * What SPEC.md and DECISIONS.md fix in the content (data/): the exact strings they quote, the
 * sections' order, each link's destination, the placeholders without one. The components render
 * whatever data/ holds (sections.test.tsx, pages.test.tsx, footer.test.tsx, header.test.tsx);
 * this holds data/ to the product's words. Each file is imported, so
 * `jest --findRelatedTests data/<file>.json` runs this.
 */
import footer from "../data/footer.json";
import navigation from "../data/navigation.json";
import blogPage from "../data/pages/blog.json";
import errorPage from "../data/pages/error.json";
import notFoundPage from "../data/pages/not-found.json";
import becomeProvider from "../data/sections/become-provider.json";
import chainsAndToken from "../data/sections/chains-and-token.json";
import createProfile from "../data/sections/create-profile.json";
import domainFounders from "../data/sections/domain-founders.json";
import features from "../data/sections/features.json";
import finalCallToAction from "../data/sections/final-call-to-action.json";
import hero from "../data/sections/hero.json";
import nodeOperators from "../data/sections/node-operators.json";
import serviceProviders from "../data/sections/service-providers.json";
import sessions from "../data/sections/sessions.json";
import site from "../data/site.json";

const UNREKT = "https://unrekt.parley.example";

describe("SPEC §2: the landing page", () => {
  it("has its ten sections in the spec's order", () => {
    const sections = {
      hero,
      serviceProviders,
      createProfile,
      becomeProvider,
      sessions,
      domainFounders,
      nodeOperators,
      features,
      chainsAndToken,
      finalCallToAction,
    };
    const byOrder = Object.entries(sections)
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([name]) => name);
    expect(byOrder).toEqual(Object.keys(sections));
  });

  it('opens with "PARLEY PROTOCOL", "Paid chats redefined.", "Join Unrekt" to Unrekt and "Discover" to the next section', () => {
    expect(hero.title).toBe("PARLEY PROTOCOL");
    expect(hero.tagline).toBe("Paid chats redefined.");
    expect(hero.primaryAction).toEqual({ label: "Join Unrekt", href: UNREKT });
    expect(hero.secondaryAction).toEqual({ label: "Discover", href: "#service-providers" });
  });

  it('shows a profile card with the role "Crypto Trader" and "Make a call" to Unrekt', () => {
    expect(createProfile.heading).toBe("Create your profile");
    expect(createProfile.profile.role).toBe("Crypto Trader");
    expect(createProfile.profile.action).toEqual({ label: "Make a call", href: UNREKT });
  });

  it("names the sections' subjects as the spec does", () => {
    expect(becomeProvider.heading).toBe("Become a service provider");
    expect(sessions.heading).toBe("Do 1:1 sessions");
    expect(nodeOperators.points.map((point) => point.title)).toEqual(["Contribution", "Generate income"]);
    expect(features.cards.map((card) => card.title)).toEqual([
      "Monetization functionality",
      "Pay-as-you-go pricing",
      "Infrastructure as a service",
      "Revenue sharing",
      "Secure connections",
      "Censorship-resistance",
    ]);
    expect(finalCallToAction.heading).toBe("Select your community");
    expect(finalCallToAction.action).toEqual({ label: "Join Unrekt", href: UNREKT });
  });

  it("shows the two testnet domains, Unrekt and Fanfare, with their sites", () => {
    expect(domainFounders.domains.map(({ name, action }) => [name, action.href])).toEqual([
      ["Unrekt", UNREKT],
      ["Fanfare", "https://fanfare.parley.example"],
    ]);
  });
});

describe("SPEC §2: the header and footer", () => {
  it("link Home, Blog, Twitter, Docs and the Whitepaper PDF where DECISIONS.md says", () => {
    expect(navigation.links).toEqual([
      { label: "Home", href: "/" },
      { label: "Blog", href: "/blog" },
      { label: "Twitter", href: "https://x.com/parleyprotocol" },
      { label: "Docs", href: "https://docs.parley.example" },
      { label: "Whitepaper", href: "https://parley.example/whitepaper.pdf" },
    ]);
  });

  it("says Copyright 2025, with the contact address, X, and Privacy, Terms, Farcaster and LinkedIn as placeholders", () => {
    expect(footer.copyright).toBe("Copyright 2025");
    expect(footer.contact.email).toBe("hello@parley.example");
    expect(footer.resources.links).toEqual([
      { label: "Blog", href: "/blog" },
      { label: "X", href: "https://x.com/parleyprotocol" },
      { label: "Farcaster" },
      { label: "LinkedIn" },
    ]);
    expect(footer.legal).toEqual([{ label: "Privacy" }, { label: "Terms" }]);
    expect([site.placeholderTooltip, site.placeholderLabel]).toEqual(["Coming soon", "(not available yet)"]);
  });
});

describe("SPEC §2 and §8: the blog, 404 and error pages", () => {
  it('/blog says "Blog" and "Coming soon..."', () => {
    expect([blogPage.heading, blogPage.text]).toEqual(["Blog", "Coming soon..."]);
  });

  it("the 404 page says the page does not exist, offers Return to Home at /, and logs the path as DECISIONS.md words it", () => {
    expect(notFoundPage.text).toBe("Oops! The page you're looking for doesn't exist.");
    expect(notFoundPage.action).toEqual({ label: "Return to Home", href: "/" });
    expect(notFoundPage.consoleMessage).toBe("404 Error: User attempted to access non-existent route:");
  });

  it('the error page is titled "Unexpected Application Error", with a way home', () => {
    expect([errorPage.title, errorPage.heading]).toEqual([
      "Unexpected Application Error",
      "Unexpected Application Error",
    ]);
    expect(errorPage.action.href).toBe("/");
  });

  it("the site is called Parley", () => {
    expect(site.name).toBe("Parley");
  });
});
