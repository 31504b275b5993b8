import { Component, type ErrorInfo, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** What to show instead of the page when rendering it throws. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches an error thrown while rendering a page, so a visitor gets a way home instead of a
 * blank screen. The error still reaches the console for whoever investigates it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
