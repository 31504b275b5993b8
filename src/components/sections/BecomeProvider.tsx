import { graphql } from "gatsby";
import { PointList } from "../ui/PointList";
import { Section, type LandingSectionProps } from "../ui/Section";

export function BecomeProvider({ steps, ...content }: LandingSectionProps<Queries.BecomeProviderSectionFragment>) {
  return (
    <Section {...content}>
      <PointList points={steps} numbered />
    </Section>
  );
}

/** @public */
export const query = graphql`
  fragment BecomeProviderSection on BecomeProviderSectionJson {
    eyebrow
    heading
    text
    steps {
      title
      text
    }
    image {
      ...SectionImage
    }
    nextStep {
      label
      href
    }
  }
`;
