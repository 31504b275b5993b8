import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { Footer, type FooterProps } from "./Footer";
import { Header, type HeaderProps } from "./Header";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

interface LayoutProps {
  skipLinkLabel: string;
  header: HeaderProps;
  footer: FooterProps;
  children: ReactNode;
}

const mainCss = css`
  display: block;
  &:focus {
    outline: none;
  }
`;

/** Every page: skip link, header, the page's own content, footer. */
export function Layout({ skipLinkLabel, header, footer, children }: LayoutProps) {
  return (
    <>
      <SkipLink label={skipLinkLabel} />
      <Header {...header} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={mainCss}>
        {children}
      </main>
      <Footer {...footer} />
    </>
  );
}
