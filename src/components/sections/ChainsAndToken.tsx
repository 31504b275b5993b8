import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../../theme/theme";
import { cardCss, cardGridCss, cardTextCss, cardTitleCss } from "../ui/Card";
import { CheckList } from "../ui/CheckList";
import { IconTile } from "../ui/Icon";
import { Section, SectionHeader } from "../ui/Section";

const { space } = theme;

/* A gradient hairline along the top edge sets these two cards apart from the feature grid. */
const chainCardCss = css`
  ${cardCss};
  gap: ${space[5]};
  padding: ${space[7]} ${space[6]};
  overflow: hidden;

  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto;
    height: 2px;
    background: ${theme.gradients.brand};
  }
`;

export function ChainsAndToken({ eyebrow, heading, text, cards }: Queries.ChainsAndTokenSectionFragment) {
  return (
    <Section id="chains-and-token">
      <SectionHeader id="chains-and-token" eyebrow={eyebrow} heading={heading} text={text} centred />
      <ul css={cardGridCss}>
        {cards.map((card) => (
          <li key={card.title} css={chainCardCss}>
            <IconTile name={card.icon} />
            <h3 css={cardTitleCss}>{card.title}</h3>
            <p css={cardTextCss}>{card.text}</p>
            <CheckList items={card.highlights} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const query = graphql`
  fragment ChainsAndTokenSection on ChainsAndTokenSectionJson {
    eyebrow
    heading
    text
    cards {
      icon
      title
      text
      highlights
    }
  }
`;
