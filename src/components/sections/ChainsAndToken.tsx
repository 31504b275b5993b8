import { graphql } from "gatsby";
import { bentoGridCss, IconCard, CheckList, Section, type LandingSectionProps } from "../ui";

export function ChainsAndToken({ cards, ...content }: LandingSectionProps<Queries.ChainsAndTokenSectionFragment>) {
  return (
    <Section {...content} layout="centred">
      <ul css={bentoGridCss}>
        {cards.map(({ highlights, ...card }) => (
          <IconCard key={card.title} {...card} accent>
            <CheckList items={highlights} />
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}

/** @public */
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
    nextStep {
      label
      href
    }
  }
`;
