import { render, screen, within } from "@testing-library/react";
import { BecomeProvider } from "../src/components/sections/BecomeProvider";
import { ChainsAndToken } from "../src/components/sections/ChainsAndToken";
import { CreateProfile } from "../src/components/sections/CreateProfile";
import { DomainFounders } from "../src/components/sections/DomainFounders";
import { FinalCallToAction } from "../src/components/sections/FinalCallToAction";
import { Hero } from "../src/components/sections/Hero";
import { Features } from "../src/components/sections/Features";
import { IconPointsSection } from "../src/components/sections/IconPointsSection";
import { LandingSections } from "../src/components/sections/registry";
import { ServiceProviders } from "../src/components/sections/ServiceProviders";
import { content, landingContent } from "./support/content";

const UNREKT = "https://unrekt.parley.example";

describe("Hero", () => {
  const data = content<Queries.HeroSectionFragment>("sections/hero.json");

  it("shows the product name as the page heading, the tagline and both actions", () => {
    render(<Hero {...data} id="hero" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("PARLEY PROTOCOL");
    expect(screen.getByText("Paid chats redefined.")).toBeInTheDocument();
    const join = screen.getByRole("link", { name: /Join Unrekt/ });
    expect(join).toHaveAttribute("href", UNREKT);
    expect(join).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /Discover/ })).toHaveAttribute("href", "#service-providers");
    expect(screen.getByRole("img", { name: data.image.alt })).toBeInTheDocument();
  });
});

describe("ServiceProviders", () => {
  const data = content<Queries.ServiceProvidersSectionFragment>("sections/service-providers.json");

  it("is the Discover target and lists every benefit", () => {
    const { container } = render(<ServiceProviders {...data} id="service-providers" />);
    expect(container.querySelector("section#service-providers")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: data.heading })).toBeInTheDocument();
    for (const point of data.points) expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: data.image.alt })).toBeInTheDocument();
  });
});

describe("CreateProfile", () => {
  const data = content<Queries.CreateProfileSectionFragment>("sections/create-profile.json");

  it("shows the sample profile card with its name, role and Make a call", () => {
    render(<CreateProfile {...data} id="create-profile" />);
    expect(screen.getByRole("heading", { level: 2, name: "Create your profile" })).toBeInTheDocument();
    const card = screen.getByRole("article", { name: data.profile.name });
    expect(within(card).getByText("Crypto Trader")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /Make a call/ })).toHaveAttribute("href", UNREKT);
    for (const tag of data.profile.tags) expect(within(card).getByText(tag)).toBeInTheDocument();
  });
});

describe("BecomeProvider", () => {
  const data = content<Queries.BecomeProviderSectionFragment>("sections/become-provider.json");

  it("lists the steps in order", () => {
    render(<BecomeProvider {...data} id="become-provider" />);
    expect(screen.getByRole("heading", { level: 2, name: "Become a service provider" })).toBeInTheDocument();
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual(
      data.steps.map((step) => step.title),
    );
  });
});

describe("IconPointsSection: sessions", () => {
  const data = content<Queries.IconPointsSectionFragment>("sections/sessions.json");

  it("shows its heading and points", () => {
    render(<IconPointsSection {...data} id="sessions" />);
    expect(screen.getByRole("heading", { level: 2, name: "Do 1:1 sessions" })).toBeInTheDocument();
    for (const point of data.points)
      expect(screen.getByRole("heading", { level: 3, name: point.title })).toBeInTheDocument();
  });

  it("marks each point with the icon its content names", () => {
    render(<IconPointsSection {...data} id="sessions" />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("svg")?.getAttribute("class"))).toEqual(
      data.points.map((point): unknown => expect.stringContaining(`lucide-${point.icon}`)),
    );
  });
});

describe("DomainFounders", () => {
  const data = content<Queries.DomainFoundersSectionFragment>("sections/domain-founders.json");

  it("shows a card per testnet domain linking to its site", () => {
    render(<DomainFounders {...data} id="domain-founders" />);
    expect(screen.getByRole("heading", { level: 3, name: "Unrekt" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Fanfare" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Visit Unrekt/ })).toHaveAttribute("href", UNREKT);
    expect(screen.getByRole("link", { name: /Visit Fanfare/ })).toHaveAttribute(
      "href",
      "https://fanfare.parley.example",
    );
  });
});

describe("IconPointsSection: node operators", () => {
  const data = content<Queries.IconPointsSectionFragment>("sections/node-operators.json");

  it("makes the two points Contribution and Generate income", () => {
    render(<IconPointsSection {...data} id="node-operators" />);
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Contribution", "Generate income"]);
  });
});

describe("Features", () => {
  const data = content<Queries.FeaturesSectionFragment>("sections/features.json");

  it("shows the six feature cards by their names", () => {
    render(<Features {...data} id="features" />);
    expect(screen.getByRole("heading", { level: 2, name: "Unique features" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Monetization functionality",
      "Pay-as-you-go pricing",
      "Infrastructure as a service",
      "Revenue sharing",
      "Secure connections",
      "Censorship-resistance",
    ]);
  });
});

describe("ChainsAndToken", () => {
  const data = content<Queries.ChainsAndTokenSectionFragment>("sections/chains-and-token.json");

  it("shows the multi-chain and token cards with their highlights", () => {
    render(<ChainsAndToken {...data} id="chains-and-token" />);
    for (const card of data.cards) {
      const item = screen.getByRole("heading", { level: 3, name: card.title }).closest("li");
      expect(item).not.toBeNull();
      for (const highlight of card.highlights) expect(within(item!).getByText(highlight)).toBeInTheDocument();
    }
  });
});

describe("FinalCallToAction", () => {
  const data = content<Queries.FinalCallToActionSectionFragment>("sections/final-call-to-action.json");

  it("asks to select a community and links Join Unrekt to the domain", () => {
    render(<FinalCallToAction {...data} id="final-call-to-action" />);
    expect(screen.getByRole("heading", { level: 2, name: "Select your community" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Join Unrekt/ })).toHaveAttribute("href", UNREKT);
  });
});

describe("every landing section", () => {
  it("is a region named by its own heading, with the id of its file", () => {
    const { container } = render(<LandingSections content={landingContent() as Queries.LandingSectionsFragment} />);
    const sections = Array.from(container.querySelectorAll("section"));
    expect(sections).toHaveLength(10);
    for (const section of sections) {
      const heading = within(section).getAllByRole("heading", { level: section.id === "hero" ? 1 : 2 })[0];
      expect(screen.getByRole("region", { name: heading.textContent ?? "" })).toBe(section);
      expect(content<{ heading?: string; title?: string }>(`sections/${section.id}.json`)).toMatchObject(
        section.id === "hero" ? { title: heading.textContent } : { heading: heading.textContent },
      );
    }
  });
});
