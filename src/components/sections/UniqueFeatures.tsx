import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../../theme/theme";
import { cardCss, cardGridCss, cardTextCss, cardTitleCss } from "../ui/Card";
import { IconTile } from "../ui/Icon";
import { Section, SectionHeader } from "../ui/Section";

const { mq } = theme;

/** Six cards: three across on wide screens. */
const gridCss = css`
  ${cardGridCss};

  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export function UniqueFeatures({ eyebrow, heading, text, cards }: Queries.FeaturesSectionFragment) {
  return (
    <Section id="features" tinted skipLayoutOffscreen>
      <SectionHeader id="features" eyebrow={eyebrow} heading={heading} text={text} centred />
      <ul css={gridCss}>
        {cards.map((card) => (
          <li key={card.title} css={cardCss}>
            <IconTile name={card.icon} />
            <h3 css={cardTitleCss}>{card.title}</h3>
            <p css={cardTextCss}>{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const query = graphql`
  fragment FeaturesSection on FeaturesSectionJson {
    eyebrow
    heading
    text
    cards {
      icon
      title
      text
    }
  }
`;
