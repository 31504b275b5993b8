import { graphql } from "gatsby";
import { PointList } from "../ui/PointList";
import { SplitSection } from "../ui/SplitSection";

export function BecomeProvider({ steps, ...content }: Queries.BecomeProviderSectionFragment) {
  return (
    <SplitSection id="become-provider" mediaFirst {...content}>
      <PointList points={steps} numbered />
    </SplitSection>
  );
}

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
  }
`;
