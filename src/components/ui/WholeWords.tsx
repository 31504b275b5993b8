import { css } from "@emotion/react";
import { Fragment } from "react";

const wholeCss = css`
  white-space: nowrap;
`;

/**
 * Each hyphenated word ("Pay-as-you-go") kept on one line: a balanced heading often breaks after a
 * hyphen. Headings are sized to fit their longest word, so the word never sticks out.
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
