import { graphql } from "gatsby";
import { PointList } from "../ui/PointList";
import { SplitSection } from "../ui/SplitSection";

export function OneToOneSessions({ points, ...content }: Queries.SessionsSectionFragment) {
  return (
    <SplitSection id="sessions" tinted {...content}>
      <PointList points={points} />
    </SplitSection>
  );
}

export const query = graphql`
  fragment SessionsSection on SessionsSectionJson {
    eyebrow
    heading
    text
    points {
      icon
      title
      text
    }
    image {
      ...SectionImage
    }
  }
`;
