import { css } from "@emotion/react";
import { useEffect } from "react";
import { theme } from "../../theme/theme";
import { ButtonLink } from "../ui/ButtonLink";
import { Container } from "../ui/Container";
import { MessagePage } from "../ui/MessagePage";

export interface ErrorScreenProps {
  title: string;
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
 * What the error boundary shows when a page fails to render: a page of its own (the header and
 * footer may be what failed), titled "Unexpected Application Error", with a way back home.
 */
export function ErrorScreen({ title, heading, text, action }: ErrorScreenProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <main css={screenCss}>
      <Container>
        <MessagePage heading={heading} text={text}>
          <ButtonLink href={action.href}>{action.label}</ButtonLink>
        </MessagePage>
      </Container>
    </main>
  );
}
