import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../../theme/theme";
import { cardCss } from "../ui/Card";
import { IconTile } from "../ui/Icon";
import { Section, SectionHeader } from "../ui/Section";

const { colors, space, fontSizes, fontWeights, mq } = theme;

const gridCss = css`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[8]};
  list-style: none;

  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${space[5]};
  }
`;

const titleCss = css`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const textCss = css`
  color: ${colors.muted};
`;

export function UniqueFeatures({ eyebrow, heading, text, cards }: Queries.FeaturesSectionFragment) {
  return (
    <Section id="features">
      <SectionHeader id="features" eyebrow={eyebrow} heading={heading} text={text} centred />
      <ul css={gridCss}>
        {cards.map((card) => (
          <li key={card.title} css={cardCss}>
            <IconTile name={card.icon} />
            <h3 css={titleCss}>{card.title}</h3>
            <p css={textCss}>{card.text}</p>
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
