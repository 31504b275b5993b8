import { css } from "@emotion/react";
import Mail from "lucide-react/icons/mail";
import { theme } from "../../theme";
import { ContentLink, textLinkCss, Container, capitalsLabelCss, Logo } from "../ui";

const { colors, space, fontSizes, layout, mq } = theme;

type FooterProps = NonNullable<Queries.PageShellDataFragment["footerJson"]> & { siteName: string };

const footerCss = css`
  margin-top: ${layout.sectionSpace};
  border-top: 1px solid ${colors.border};
  background: ${theme.gradients.surface};
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
`;

const gridCss = css`
  display: grid;
  gap: ${space[7]};
  padding-block: ${space[8]} ${space[7]};

  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }

  /* Spread evenly, the last column ending at the content's edge like the header's last link. */
  ${mq.lg} {
    grid-template-columns: repeat(3, auto);
    justify-content: space-between;
    column-gap: ${space[7]};
  }
`;

const brandCss = css`
  display: grid;
  gap: ${space[4]};
  max-width: 22rem;
  align-content: start;

  ${mq.sm} {
    grid-column: 1 / -1;
  }

  ${mq.lg} {
    grid-column: auto;
  }
`;

const headingCss = css`
  ${capitalsLabelCss};
  margin-bottom: ${space[3]};
  color: ${colors.text};
  letter-spacing: 0.08em;
`;

const listCss = css`
  display: grid;
  list-style: none;
`;

const linkCss = css`
  ${textLinkCss};
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-width: ${layout.tapTarget};
  min-height: ${layout.tapTarget};
  overflow-wrap: anywhere;

  svg {
    flex-shrink: 0;
  }
`;

const bottomCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[5]};
  padding-block: ${space[4]} ${space[6]};
  border-top: 1px solid ${colors.border};
`;

const legalListCss = css`
  display: flex;
  gap: ${space[5]};
  list-style: none;
`;

/** In a row, a placeholder's tooltip shows above it; in a column, after it. */
function LinkList({ links, className, row }: { links: FooterProps["legal"]; className?: string; row?: boolean }) {
  return (
    <ul css={listCss} className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <ContentLink href={link.href} css={linkCss} tooltipSide={row ? "above" : "after"}>
            {link.label}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ siteName, tagline, copyright, legalLabel, legal, contact, resources }: FooterProps) {
  return (
    <footer css={footerCss}>
      <Container>
        <div css={gridCss}>
          <div css={brandCss}>
            <Logo name={siteName} gradientId="footer-logo-gradient" />
            <p>{tagline}</p>
          </div>
          <section aria-labelledby="footer-resources">
            <h2 id="footer-resources" css={headingCss}>
              {resources.heading}
            </h2>
            <LinkList links={resources.links} />
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" css={headingCss}>
              {contact.heading}
            </h2>
            <a href={`mailto:${contact.email}`} css={linkCss}>
              <Mail size="1.125rem" aria-hidden="true" />
              {contact.email}
            </a>
          </section>
        </div>
        <div css={bottomCss}>
          <p>{copyright}</p>
          <nav aria-label={legalLabel}>
            <LinkList links={legal} css={legalListCss} row />
          </nav>
        </div>
      </Container>
    </footer>
  );
}
