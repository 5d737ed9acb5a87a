"use client";
// Copies a command to the clipboard. Without JavaScript the command stays selectable text.
import { useState } from "react";

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
    setTimeout(() => setStatus("idle"), 2500);
  }
  return (
    <>
      <button type="button" className="secondary small" onClick={copy} aria-label={`Copy ${label}`}>
        {status === "copied" ? "Copied" : "Copy"}
      </button>
      <span className="visually-hidden" role="status">{status === "copied" ? `${label} copied` : status === "failed" ? "Copy failed; select the text instead" : ""}</span>
    </>
  );
}
