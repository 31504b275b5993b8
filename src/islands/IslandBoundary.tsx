/** @jsxImportSource react */
import { Component, type ErrorInfo, type ReactNode } from "react";

/** The id of the <template> holding the error page every page carries (see PageShell). */
export const UNEXPECTED_ERROR_TEMPLATE_ID = "unexpected-error";

/**
 * Replaces the page with the error page the build rendered into it (its words are data/'s),
 * titled as it is, with a way back home: a visitor never keeps a page whose controls have failed.
 */
function showUnexpectedError(): void {
  const template = document.getElementById(UNEXPECTED_ERROR_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  if (template.dataset.title) document.title = template.dataset.title;
  document.body.replaceChildren(template.content.cloneNode(true));
}

/** Catches an error thrown while an island renders; the error still reaches the console. */
export class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    showUnexpectedError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
