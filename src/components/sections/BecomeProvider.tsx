import { graphql } from "gatsby";
import { PointList, Section, type LandingSectionProps } from "../ui";

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
