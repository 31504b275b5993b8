import { render, screen, within } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
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
import { Sessions } from "../src/components/sections/Sessions";
import type { LandingSectionProps } from "../src/components/ui/Section";
import type { SectionId } from "../src/content";
import { FANFARE, NEXT_STEPS, UNREKT } from "../e2e/required-content";
import { content, landingContent } from "./support/content";

/** Renders a section's component with the content of its file, data/sections/<id>.json, and returns that content. */
function renderSection<Content>(Section: (props: LandingSectionProps<Content>) => ReactNode, id: SectionId): Content {
  const data = content<Content>(`sections/${id}.json`);
  render(createElement(Section, { ...data, id }));
  return data;
}

describe("Hero", () => {
  it("shows the product name as the page heading, the tagline and both actions", () => {
    const data = renderSection(Hero, "hero");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("PARLEY PROTOCOL");
    expect(screen.getByText("Paid chats redefined.")).toBeInTheDocument();
    const join = screen.getByRole("link", { name: /Join Unrekt/ });
    expect(join).toHaveAttribute("href", UNREKT);
    expect(join).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /Discover/ })).toHaveAttribute("href", "#service-providers");
    const picture = screen.getByRole("img", { name: data.image.alt });
    // What moves in the picture is drawn over it, in its frame, and hidden from assistive technology.
    const frame = picture.closest("picture")!.parentElement!;
    expect(frame.querySelector("[data-motion='call']")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("ServiceProviders", () => {
  it("is the Discover target and lists every benefit", () => {
    const data = renderSection(ServiceProviders, "service-providers");
    expect(document.querySelector("section#service-providers")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: data.heading })).toBeInTheDocument();
    for (const point of data.points) expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: data.image.alt })).toBeInTheDocument();
  });
});

describe("CreateProfile", () => {
  it("shows the sample profile card with its name, role and Make a call", () => {
    const data = renderSection(CreateProfile, "create-profile");
    expect(screen.getByRole("heading", { level: 2, name: "Create your profile" })).toBeInTheDocument();
    const card = screen.getByRole("article", { name: data.profile.name });
    expect(within(card).getByText("Crypto Trader")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /Make a call/ })).toHaveAttribute("href", UNREKT);
    for (const tag of data.profile.tags) expect(within(card).getByText(tag)).toBeInTheDocument();
  });
});

describe("BecomeProvider", () => {
  it("lists the steps in order", () => {
    const data = renderSection(BecomeProvider, "become-provider");
    expect(screen.getByRole("heading", { level: 2, name: "Become a service provider" })).toBeInTheDocument();
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual(
      data.steps.map((step) => step.title),
    );
  });
});

describe("Sessions", () => {
  it("shows its heading and points", () => {
    const data = renderSection(Sessions, "sessions");
    expect(screen.getByRole("heading", { level: 2, name: "Do 1:1 sessions" })).toBeInTheDocument();
    for (const point of data.points)
      expect(screen.getByRole("heading", { level: 3, name: point.title })).toBeInTheDocument();
  });

  it("shows the call's meter over its picture as a decoration, hidden from assistive technology", () => {
    const data = renderSection(Sessions, "sessions");
    const frame = screen.getByRole("img", { name: data.image.alt }).closest("picture")!.parentElement!;
    expect(frame.querySelector("[data-motion='meter']")).toHaveAttribute("aria-hidden", "true");
  });

  it("marks each point with the icon its content names", () => {
    const data = renderSection(Sessions, "sessions");
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("svg")?.getAttribute("class"))).toEqual(
      data.points.map((point): unknown => expect.stringContaining(`lucide-${point.icon}`)),
    );
  });
});

describe("DomainFounders", () => {
  it("shows a card per testnet domain linking to its site", () => {
    renderSection(DomainFounders, "domain-founders");
    expect(screen.getByRole("heading", { level: 3, name: "Unrekt" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Fanfare" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Visit Unrekt/ })).toHaveAttribute("href", UNREKT);
    expect(screen.getByRole("link", { name: /Visit Fanfare/ })).toHaveAttribute("href", FANFARE);
  });
});

describe("IconPointsSection: node operators", () => {
  it("makes the two points Contribution and Generate income", () => {
    renderSection(IconPointsSection, "node-operators");
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Contribution", "Generate income"]);
  });
});

describe("Features", () => {
  it("shows a card for each feature, titled by its name", () => {
    const data = renderSection(Features, "features");
    expect(screen.getByRole("heading", { level: 2, name: "Unique features" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      data.cards.map((card) => card.title),
    );
  });
});

describe("ChainsAndToken", () => {
  it("shows the multi-chain and token cards with their highlights", () => {
    const data = renderSection(ChainsAndToken, "chains-and-token");
    for (const card of data.cards) {
      const item = screen.getByRole("heading", { level: 3, name: card.title }).closest("li");
      expect(item).not.toBeNull();
      for (const highlight of card.highlights) expect(within(item!).getByText(highlight)).toBeInTheDocument();
    }
  });
});

describe("FinalCallToAction", () => {
  it("asks to select a community and links Join Unrekt to the domain", () => {
    renderSection(FinalCallToAction, "final-call-to-action");
    expect(screen.getByRole("heading", { level: 2, name: "Select your community" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Join Unrekt/ })).toHaveAttribute("href", UNREKT);
  });
});

describe("each audience's section", () => {
  it.each(NEXT_STEPS)("%s ends with its own next step, %s", (id, label, href) => {
    render(<LandingSections content={landingContent() as Queries.LandingSectionsFragment} />);
    const links = within(document.getElementById(id)!).getAllByRole("link");
    const last = links[links.length - 1];
    expect(last).toHaveAccessibleName(expect.stringContaining(label));
    expect(last).toHaveAttribute("href", href);
    expect(last).toHaveAttribute("rel", "noopener noreferrer");
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
