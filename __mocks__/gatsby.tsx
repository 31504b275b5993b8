/**
 * Gatsby's runtime in unit tests: queries are resolved by the build, not in Jest, so `graphql`
 * is inert and `useStaticQuery` is a mock each test fills; Link renders a plain anchor.
 */
import type { AnchorHTMLAttributes } from "react";

const gatsby = jest.requireActual<Record<string, unknown>>("gatsby");

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
  Link: jest.fn(({ to, children, ...rest }: LinkProps) => (
    <a {...rest} href={to}>
      {children}
    </a>
  )),
};
