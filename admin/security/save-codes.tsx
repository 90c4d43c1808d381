import { useEffect, useRef, useState } from "react";
import { Button } from "../../app/components/ui/button";
import type { RecoveryCodesFile } from "../../shared/accounts/recovery-file";
import { canCopy, copyText } from "../ui/copy-text";

/**
 * Copy and Download for new recovery codes, as on the sign-in's page of codes (server/accounts/login-page.ts): the
 * same file as a `data:` link, and the same text to the clipboard, said in a polite
 * live region that is there from the start. Copy is offered only where the browser lets a page write the clipboard.
 */
export function SaveCodes({ file }: { file: RecoveryCodesFile }) {
  const [status, setStatus] = useState("");
  const pending = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  const copy = async () => {
    const words = await copyText(file.text);
    // Emptied first, so a second Copy is announced again.
    setStatus("");
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => setStatus(words), 100);
  };
  return (
    <>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {canCopy() ? (
          <Button variant="outline" className="sm:flex-1" onClick={() => void copy()}>
            Copy the codes
          </Button>
        ) : null}
        <Button asChild variant="outline" className="sm:flex-1">
          <a href={file.href} download={file.name}>
            Download the codes
          </a>
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-water-700">
        {status}
      </p>
    </>
  );
}
