import { graphql } from "gatsby";
import { bentoGridCss, IconCard, Section, type LandingSectionProps } from "../ui";

export function Features({ cards, ...content }: LandingSectionProps<Queries.FeaturesSectionFragment>) {
  return (
    <Section {...content} layout="centred" tinted>
      <ul css={bentoGridCss}>
        {cards.map((card) => (
          <IconCard key={card.title} {...card} />
        ))}
      </ul>
    </Section>
  );
}

/** @public */
export const query = graphql`
  fragment FeaturesSection on FeaturesSectionJson {
    eyebrow
    heading
    text
    cards {
      ...IconPoint
    }
  }
`;
