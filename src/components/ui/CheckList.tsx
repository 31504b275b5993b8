import { css } from "@emotion/react";
import Check from "lucide-react/icons/check";
import { theme } from "../../theme";

const listCss = css`
  display: grid;
  gap: ${theme.space[3]};
  list-style: none;

  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[3]};
    font-weight: ${theme.fontWeights.medium};
  }

  & svg {
    flex-shrink: 0;
    margin-top: 0.15em;
    padding: 3px;
    border-radius: ${theme.radii.pill};
    background: ${theme.tints.successBadge};
    color: ${theme.colors.green};
  }
`;

/** Short benefits, each after a tick. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul css={listCss}>
      {items.map((item) => (
        <li key={item}>
          <Check size="1.375rem" aria-hidden="true" strokeWidth={2.5} />
          {item}
        </li>
      ))}
    </ul>
  );
}
