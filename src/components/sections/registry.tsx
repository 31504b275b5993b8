/**
 * The landing page's sections: the component, the query fields and the picture size of each
 * section file. A new section is one line in each of the three lists below.
 */
import { graphql } from "gatsby";
import { Fragment, type ReactNode } from "react";
import { contentTypeName, requireContent, SECTION_IDS, type SectionId } from "../../content";
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
  nodeOperatorsSectionJson: (content, id) => <IconPointsSection {...content} id={id} />,
  featuresSectionJson: (content, id) => <Features {...content} id={id} />,
  chainsAndTokenSectionJson: (content, id) => <ChainsAndToken {...content} id={id} />,
  finalCallToActionSectionJson: (content, id) => <FinalCallToAction {...content} id={id} />,
};

/** A picture's size as a section's query asks for it: gatsbyImageData's width, and its height where it crops. */
export interface PictureSize {
  width: number;
  height?: number;
}

/** The size of each section's pictures (every picture of a section has the same), null for none. */
const SECTION_PICTURE_SIZES: { [Field in QueryField]: PictureSize | null } = {
  heroSectionJson: { width: 576 },
  serviceProvidersSectionJson: { width: 576 },
  createProfileSectionJson: { width: 72, height: 72 },
  becomeProviderSectionJson: { width: 576 },
  sessionsSectionJson: { width: 576 },
  domainFoundersSectionJson: { width: 576 },
  nodeOperatorsSectionJson: { width: 576 },
  featuresSectionJson: null,
  chainsAndTokenSectionJson: null,
  finalCallToActionSectionJson: null,
};

/** The query field of a section file: data/sections/hero.json is heroSectionJson. */
function queryField(id: SectionId): QueryField {
  const typeName = contentTypeName(id, "sections");
  return `${typeName[0].toLowerCase()}${typeName.slice(1)}` as QueryField;
}

/** The size the section's query gives its pictures. */
export const sectionPictureSize = (id: SectionId) => SECTION_PICTURE_SIZES[queryField(id)];

/** A section from its content in the shape its query gives (the page's, or the editor's preview's). */
export function renderSection(id: SectionId, content: object): ReactNode {
  const render = SECTION_COMPONENTS[queryField(id)] as (content: object, id: SectionId) => ReactNode;
  return render(content, id);
}

/**
 * Every landing section, in the order their files give. A section's id is its file's name: the
 * target of in-page links such as "#service-providers".
 */
export function LandingSections({ content }: { content: SectionsContent }) {
  const sections = SECTION_IDS.map((id) => {
    const section = requireContent(content[queryField(id)], `data/sections/${id}.json`);
    return { id, order: section.order, element: renderSection(id, section) };
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
