import { css } from "@emotion/react";
import { Fragment } from "react";

const wholeCss = css`
  white-space: nowrap;
`;

/**
 * A heading's text with each hyphenated word ("Pay-as-you-go") kept on one line: browsers may
 * break a line after any hyphen, and a balanced heading (text-wrap: balance) often does, which
 * leaves "Pay-as-you-" above "go". The text itself is unchanged, for search engines and screen
 * readers alike. Headings are sized to fit their longest word, so the word never sticks out.
 */
export function WholeWords({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} css={wholeCss}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
