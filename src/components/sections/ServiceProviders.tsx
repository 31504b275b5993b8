import { graphql } from "gatsby";
import { CheckList } from "../ui/CheckList";
import { SplitSection } from "../ui/SplitSection";

export function ServiceProviders({ points, ...content }: Queries.ServiceProvidersSectionFragment) {
  return (
    <SplitSection id="service-providers" mediaFirst {...content}>
      <CheckList items={points} />
    </SplitSection>
  );
}

export const query = graphql`
  fragment ServiceProvidersSection on ServiceProvidersSectionJson {
    eyebrow
    heading
    text
    points
    image {
      ...SectionImage
    }
  }
`;
