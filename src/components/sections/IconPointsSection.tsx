import { graphql } from "gatsby";
import { PointList, Section, type LandingSectionProps } from "../ui";

/** Points marked by icons, beside a picture: the node operators (the sessions' showcase is Sessions.tsx). */
export function IconPointsSection({ points, ...content }: LandingSectionProps<Queries.IconPointsSectionFragment>) {
  return (
    <Section {...content}>
      <PointList points={points} />
    </Section>
  );
}

/** @public */
export const query = graphql`
  fragment IconPointsSection on IconPointsSection {
    eyebrow
    heading
    text
    points {
      ...IconPoint
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
