import { graphql } from "gatsby";
import { CheckList } from "../ui/CheckList";
import { Section, type LandingSectionProps } from "../ui/Section";

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
