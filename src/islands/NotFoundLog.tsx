/** @jsxImportSource react */
import { useEffect } from "react";

export interface NotFoundLogProps {
  /** What the log line says before the path, e.g. "404 Error: User attempted to access non-existent route:". */
  message: string;
}

/**
 * Logs the path a visitor was sent to and that does not exist, so broken inbound links show up
 * in the browser console. It renders nothing.
 */
export function NotFoundLog({ message }: NotFoundLogProps) {
  useEffect(() => {
    console.error(`${message} ${window.location.pathname}`);
  }, [message]);
  return null;
}
