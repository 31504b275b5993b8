/**
 * The landing page's sections: which component shows each section file (data/sections/<id>.json)
 * and the query fields that fetch its content. A new section is one line in each of the two
 * lists below.
 */
import { graphql } from "gatsby";
import { Fragment, type ReactNode } from "react";
import { contentTypeName } from "../../content/content-files";
import { requireContent } from "../../content/require-content";
import { SECTION_IDS, type SectionId } from "../../content/schema";
import { BecomeProvider } from "./BecomeProvider";
import { ChainsAndToken } from "./ChainsAndToken";
import { CreateProfile } from "./CreateProfile";
import { DomainFounders } from "./DomainFounders";
import { Features } from "./Features";
import { FinalCallToAction } from "./FinalCallToAction";
import { Hero } from "./Hero";
import { IconPointsSection } from "./IconPointsSection";
import { ServiceProviders } from "./ServiceProviders";
import { Sessions } from "./Sessions";

type SectionsContent = Queries.LandingSectionsFragment;
type QueryField = keyof SectionsContent;

const SECTION_COMPONENTS: {
  [Field in QueryField]: (content: NonNullable<SectionsContent[Field]>, id: SectionId) => ReactNode;
} = {
  heroSectionJson: (content, id) => <Hero {...content} id={id} />,
  serviceProvidersSectionJson: (content, id) => <ServiceProviders {...content} id={id} />,
  createProfileSectionJson: (content, id) => <CreateProfile {...content} id={id} />,
  becomeProviderSectionJson: (content, id) => <BecomeProvider {...content} id={id} />,
  sessionsSectionJson: (content, id) => <Sessions {...content} id={id} />,
  domainFoundersSectionJson: (content, id) => <DomainFounders {...content} id={id} />,
  nodeOperatorsSectionJson: (content, id) => <IconPointsSection {...content} id={id} asideFirst />,
  featuresSectionJson: (content, id) => <Features {...content} id={id} />,
  chainsAndTokenSectionJson: (content, id) => <ChainsAndToken {...content} id={id} />,
  finalCallToActionSectionJson: (content, id) => <FinalCallToAction {...content} id={id} />,
};

/** The query field of a section file: data/sections/hero.json is heroSectionJson. */
function queryField(id: SectionId): QueryField {
  const typeName = contentTypeName(id, "sections");
  return `${typeName[0].toLowerCase()}${typeName.slice(1)}` as QueryField;
}

/**
 * Every landing section, in the order their files give. A section's id is its file's name: the
 * target of in-page links such as "#service-providers".
 */
export function LandingSections({ content }: { content: SectionsContent }) {
  const sections = SECTION_IDS.map((id) => {
    const field = queryField(id);
    const section = requireContent(content[field], `data/sections/${id}.json`);
    const render = SECTION_COMPONENTS[field] as (content: typeof section, id: SectionId) => ReactNode;
    return { id, order: section.order, element: render(section, id) };
  });
  return sections.sort((a, b) => a.order - b.order).map(({ id, element }) => <Fragment key={id}>{element}</Fragment>);
}

/** @public */
export const query = graphql`
  fragment LandingSections on Query {
    heroSectionJson {
      order
      ...HeroSection
    }
    serviceProvidersSectionJson {
      order
      ...ServiceProvidersSection
    }
    createProfileSectionJson {
      order
      ...CreateProfileSection
    }
    becomeProviderSectionJson {
      order
      ...BecomeProviderSection
    }
    sessionsSectionJson {
      order
      ...IconPointsSection
    }
    domainFoundersSectionJson {
      order
      ...DomainFoundersSection
    }
    nodeOperatorsSectionJson {
      order
      ...IconPointsSection
    }
    featuresSectionJson {
      order
      ...FeaturesSection
    }
    chainsAndTokenSectionJson {
      order
      ...ChainsAndTokenSection
    }
    finalCallToActionSectionJson {
      order
      ...FinalCallToActionSection
    }
  }
`;
