/** @jsxRuntime automatic @jsxImportSource react */
import { Component, type ErrorInfo, type ReactNode } from "react";

export const UNEXPECTED_ERROR_TEMPLATE_ID = "unexpected-error";

/** A visitor never keeps a page whose controls have failed. */
function showUnexpectedError(): void {
  const template = document.getElementById(UNEXPECTED_ERROR_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  if (template.dataset.title) document.title = template.dataset.title;
  document.body.replaceChildren(template.content.cloneNode(true));
}

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
