import { graphql } from "gatsby";
import { CheckList, Section, type LandingSectionProps } from "../ui";

export function ServiceProviders({ points, ...content }: LandingSectionProps<Queries.ServiceProvidersSectionFragment>) {
  return (
    <Section {...content}>
      <CheckList items={points} />
    </Section>
  );
}

/** @public */
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
