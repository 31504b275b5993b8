/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect } from "react";

export interface NotFoundLogProps {
  message: string;
}

/** Broken inbound links show up in the browser console. */
export function NotFoundLog({ message }: NotFoundLogProps) {
  useEffect(() => {
    console.error(`${message} ${window.location.pathname}`);
  }, [message]);
  return null;
}
