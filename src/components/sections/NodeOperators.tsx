import { graphql } from "gatsby";
import { PointList } from "../ui/PointList";
import { SplitSection } from "../ui/SplitSection";

export function NodeOperators({ points, ...content }: Queries.NodeOperatorsSectionFragment) {
  return (
    <SplitSection id="node-operators" mediaFirst {...content}>
      <PointList points={points} />
    </SplitSection>
  );
}

export const query = graphql`
  fragment NodeOperatorsSection on NodeOperatorsSectionJson {
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
