import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../../theme/theme";
import { cardGridCss, IconCard } from "../ui/Card";
import { Section, type LandingSectionProps } from "../ui/Section";

/** Six cards: three across on wide screens, two where the text is enlarged (each card keeps
    room for 18 characters' width). */
const gridCss = css`
  ${cardGridCss};

  ${theme.mq.lg} {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  }
`;

export function Features({ cards, ...content }: LandingSectionProps<Queries.FeaturesSectionFragment>) {
  return (
    <Section {...content} layout="centred" tinted>
      <ul css={gridCss}>
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
