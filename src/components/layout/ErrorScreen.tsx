import { css } from "@emotion/react";
import { theme } from "../../theme/theme";
import { MessagePage } from "../ui/MessagePage";

export interface ErrorScreenProps {
  heading: string;
  text: string;
  action: { label: string; href: string };
}

const screenCss = css`
  min-height: 100vh;
  display: grid;
  align-items: center;
  background: ${theme.gradients.glow}, ${theme.colors.bg};
`;

/**
 * The page a visitor gets when part of a page fails in the browser: a page of its own (the
 * header may be what failed), with a way back home. Every page carries it, unrendered, in a
 * <template> (see PageShell and src/islands/IslandBoundary.tsx).
 */
export function ErrorScreen({ heading, text, action }: ErrorScreenProps) {
  return (
    <main css={screenCss}>
      <MessagePage heading={heading} text={text} action={action} />
    </main>
  );
}
