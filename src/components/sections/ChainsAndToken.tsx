import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../../theme/theme";
import { cardCss, cardGridCss, cardTextCss, cardTitleCss } from "../ui/Card";
import { CheckList } from "../ui/CheckList";
import { IconTile } from "../ui/Icon";
import { Section, SectionHeader } from "../ui/Section";

const { colors } = theme;

/* The border turns to the brand gradient along the top edge (fading into the usual border down
   the sides), which sets these two cards apart from the feature grid. Two backgrounds: the card's
   own fill inside the padding box, the gradient under the transparent border. */
const chainCardCss = css`
  ${cardCss};
  border-color: transparent;
  background:
    linear-gradient(180deg, ${colors.raised} 0%, ${colors.surface} 100%) padding-box,
    linear-gradient(180deg, transparent 0%, ${colors.border} 35%) border-box,
    ${theme.gradients.brand} border-box;
`;

export function ChainsAndToken({ eyebrow, heading, text, cards }: Queries.ChainsAndTokenSectionFragment) {
  return (
    <Section id="chains-and-token" skipLayoutOffscreen>
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
