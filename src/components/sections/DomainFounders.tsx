import { css } from "@emotion/react";
import { graphql } from "gatsby";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import { theme } from "../../theme";
import {
  cardCss,
  cardGridCss,
  cardTextCss,
  cardTitleCss,
  ContentImage,
  type ShownWidths,
  CONTENT_WIDTH,
  ContentLink,
  pillCss,
  Section,
  type LandingSectionProps,
  WholeWords,
} from "../ui";

const { colors, space, radii, fontWeights, motion, layout } = theme;

/** A domain's card: its art, then a badge, its name, its text and its link. */
const domainCss = css`
  ${cardCss};
  padding: ${space[3]};
  overflow: hidden;
  transition:
    border-color ${motion.base} ease,
    transform ${motion.base} ${motion.easing};

  &:hover {
    border-color: ${colors.borderStrong};
    transform: translateY(-2px);
  }

  & > div:first-child {
    border-radius: ${radii.md};
  }

  & > div:last-child {
    display: grid;
    gap: ${space[3]};
    justify-items: start;
    padding: ${space[3]} ${space[4]} ${space[5]};
  }

  & > div > p:first-child {
    ${pillCss};
    background: ${theme.tints.accentBadge};
    color: ${colors.accent};
    font-weight: ${fontWeights.semibold};
    letter-spacing: 0.04em;
  }
`;

/** The art's width: its card's column (cardGridCss) less the card's padding and 1px borders. */
const imageWidths: ShownWidths = [
  [theme.media.md, `calc((${CONTENT_WIDTH} - ${space[5]}) / 2 - 2 * ${space[3]} - 2px)`],
  `calc(${CONTENT_WIDTH} - 2 * ${space[3]} - 2px)`,
];

const linkCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-height: ${layout.tapTarget};
  color: ${colors.text};
  font-weight: ${fontWeights.semibold};
  text-decoration: underline;
  text-decoration-color: ${colors.violet};
  text-underline-offset: 0.3em;

  &:hover {
    text-decoration-color: ${colors.cyan};
  }
`;

export function DomainFounders({ domains, ...content }: LandingSectionProps<Queries.DomainFoundersSectionFragment>) {
  return (
    <Section {...content} layout="centred">
      <ul css={cardGridCss}>
        {domains.map((domain) => (
          <li key={domain.name} css={domainCss}>
            <ContentImage image={domain.image} shownWidths={imageWidths} />
            <div>
              <p>{domain.badge}</p>
              <h3 css={cardTitleCss}>
                <WholeWords text={domain.name} />
              </h3>
              <p css={cardTextCss}>{domain.text}</p>
              <ContentLink href={domain.action.href} css={linkCss}>
                {domain.action.label}
                <ArrowUpRight size="1.125rem" aria-hidden="true" />
              </ContentLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** @public */
export const query = graphql`
  fragment DomainFoundersSection on DomainFoundersSectionJson {
    eyebrow
    heading
    text
    domains {
      name
      badge
      text
      action {
        label
        href
      }
      image {
        alt
        src {
          childImageSharp {
            # Shown at most 570 px wide in two columns (76rem), but up to 680 px in the one
            # column of a 767 px tablet: the ladder of SectionImage (ContentImage.tsx) and one
            # step more, a 1440 px file (the art's own width), for that column at 2x.
            gatsbyImageData(width: 576, breakpoints: [360, 450, 576, 720, 900, 1152, 1440], formats: [WEBP, AVIF])
          }
        }
      }
    }
    nextStep {
      label
      href
    }
  }
`;
