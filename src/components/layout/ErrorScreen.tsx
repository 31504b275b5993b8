import { css } from "@emotion/react";
import type { ComponentProps } from "react";
import { theme } from "../../theme";
import { MessagePage } from "../ui";

const screenCss = css`
  min-height: 100vh;
  display: grid;
  align-items: center;
  background: ${theme.gradients.glow}, ${theme.colors.bg};
`;

/** What replaces a page whose part failed in the browser: a whole page, since the header may be what failed. */
export function ErrorScreen({ heading, text, action }: ComponentProps<typeof MessagePage>) {
  return (
    <main css={screenCss}>
      <MessagePage heading={heading} text={text} action={action} />
    </main>
  );
}
