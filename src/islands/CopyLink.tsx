/** @jsxRuntime automatic @jsxImportSource react */
import { useState } from "react";

export interface CopyLinkProps {
  label: string;
  copiedLabel: string;
  url: string;
  classNames: { button: string; status: string };
}

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
