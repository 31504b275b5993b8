import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { ArrowRight } from "lucide-react";
import { theme } from "../../theme/theme";
import { ButtonLink } from "../ui/ButtonLink";
import { Section, leadCss, sectionHeadingCss } from "../ui/Section";

const { colors, space, radii, mq } = theme;

/* A gradient border (padding-box / border-box trick) around a glowing panel. */
const panelCss = css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${space[5]};
  padding: ${space[8]} ${space[5]};
  border: 1px solid transparent;
  border-radius: ${radii.xl};
  background:
    ${theme.gradients.glow} padding-box,
    linear-gradient(${colors.surface}, ${colors.surface}) padding-box,
    ${theme.gradients.brand} border-box;
  text-align: center;
  overflow: hidden;

  ${mq.md} {
    padding: ${space[9]} ${space[8]};
  }
`;

const headingCss = css`
  ${sectionHeadingCss};
  font-size: ${theme.fontSizes["3xl"]};
`;

const textCss = css`
  ${leadCss};
  max-width: 36rem;
`;

export function FinalCallToAction({ heading, text, action }: Queries.FinalCallToActionSectionFragment) {
  return (
    <Section id="final-call-to-action" skipLayoutOffscreen>
      <div css={panelCss}>
        <h2 id="final-call-to-action-heading" css={headingCss}>
          {heading}
        </h2>
        <p css={textCss}>{text}</p>
        <ButtonLink href={action.href}>
          {action.label}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment FinalCallToActionSection on FinalCallToActionSectionJson {
    heading
    text
    action {
      label
      href
    }
  }
`;
