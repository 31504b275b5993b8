/** @jsxImportSource react */
import { useState } from "react";

export interface CopyLinkProps {
  label: string;
  /** What the button says, and screen readers hear, once the address is on the clipboard. */
  copiedLabel: string;
  /** The post's address. */
  url: string;
  /** Class names of the styles rendered at build time (no styling code runs here). */
  classNames: { button: string; status: string };
}

/**
 * A button that puts the post's address on the clipboard and says so. It needs a script, so the
 * build's CSS hides it where scripting is off; the browser's own "copy link" is there instead.
 */
export function CopyLink({ label, copiedLabel, url, classNames }: CopyLinkProps) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className={classNames.button}
        onClick={() => {
          void navigator.clipboard.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? copiedLabel : label}
      </button>
      <span role="status" className={classNames.status}>
        {copied ? copiedLabel : ""}
      </span>
    </>
  );
}
