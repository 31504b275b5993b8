import { css } from "@emotion/react";
import { theme } from "../../theme";
import { ButtonLink } from "./ButtonLink";
import { Container } from "./Container";
import { leadCss } from "./Section";

const { space, fontSizes, fontWeights } = theme;

const messageCss = css`
  display: grid;
  justify-items: center;
  gap: ${space[5]};
  align-content: center;
  max-width: 40rem;
  /* A one-message page still fills most of the screen, so the footer does not ride up under it. */
  min-height: min(40rem, 70vh);
  margin-inline: auto;
  padding-block: ${theme.layout.sectionSpace};
  background: ${theme.gradients.halo};
  text-align: center;
`;

const headingCss = css`
  font-size: ${fontSizes["3xl"]};
  font-weight: ${fontWeights.bold};
  background: ${theme.gradients.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

interface MessagePageProps {
  heading: string;
  text: string;
  /** The way onward, as a button. */
  action?: { label: string; href: string };
}

/** A page that says one thing: the blog before its first post, the 404 page, the error page. */
export function MessagePage({ heading, text, action }: MessagePageProps) {
  return (
    <Container>
      <div css={messageCss}>
        <h1 css={headingCss}>{heading}</h1>
        <p css={leadCss}>{text}</p>
        {action && <ButtonLink href={action.href}>{action.label}</ButtonLink>}
      </div>
    </Container>
  );
}
