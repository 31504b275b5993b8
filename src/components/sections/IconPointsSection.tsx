import { graphql } from "gatsby";
import { PointList } from "../ui/PointList";
import { Section, type LandingSectionProps } from "../ui/Section";

type IconPointsSectionProps = LandingSectionProps<Queries.IconPointsSectionFragment> & {
  tinted?: boolean;
  pictureFirst?: boolean;
};

/** Points marked by icons, beside a picture: the sessions and the node operators. */
export function IconPointsSection({ points, pictureFirst, ...content }: IconPointsSectionProps) {
  return (
    <Section {...content} asideFirst={pictureFirst}>
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
  }
`;
