import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../../theme";
import { ContentIcon } from "./Icon";
import { WholeWords } from "./WholeWords";

const { colors, space, fontSizes, fontWeights, radii, fonts } = theme;

/** Each point: its marker (number or icon) beside its title, and its text under the title. */
const listCss = css`
  display: grid;
  gap: ${space[5]};
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space[1]} ${space[4]};
    align-items: start;
  }

  & > li > span {
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.accent};
    font-family: ${fonts.display};
    font-weight: ${fontWeights.bold};
  }

  & h3 {
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.semibold};
  }

  & p {
    color: ${colors.muted};
  }
`;

interface Point {
  title: string;
  text: string;
}

type PointListProps =
  /** Numbered steps: an ordered list. */
  | { numbered: true; points: readonly Point[] }
  /** Points, each marked by the icon content names for it. */
  | { numbered?: false; points: readonly (Point & { icon: string })[] };

/** Titled points, each with its own h3, marked by its number or its icon. */
export function PointList(props: PointListProps) {
  const List = props.numbered ? "ol" : "ul";
  const points: readonly (Point & { icon?: string })[] = props.points;
  return (
    <List css={listCss}>
      {points.map((point, index) => (
        <li key={point.title}>
          <span aria-hidden="true">{point.icon ? <ContentIcon name={point.icon} size="1.25rem" /> : index + 1}</span>
          <h3>
            <WholeWords text={point.title} />
          </h3>
          <p>{point.text}</p>
        </li>
      ))}
    </List>
  );
}

/**
 * A point marked by an icon (the IconPoint of the content model): an item of an unnumbered
 * PointList, or an IconCard of the features grid.
 *
 * @public
 */
export const query = graphql`
  fragment IconPoint on IconPoint {
    icon
    title
    text
  }
`;
