// The CLI's error type: a stable code (printed, and the `error.code` of --json output), a message,
// optional details, and the process exit code. Registry error envelopes and lib/skill's AppError
// are converted into it at the boundary (see toCliError).

import { isAppError } from "@/lib/errors";

/** Process exit codes. `scan` and `audit` use 0/1/2 for safe/caution/dangerous instead. */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  /** Refused by the install policy, or declined at the prompt. */
  refused: 3,
} as const;

export class CliError extends Error {
  readonly code: string;
  readonly details?: Record<string, unknown>;
  readonly exitCode: number;

  constructor(code: string, message: string, details?: Record<string, unknown>, exitCode: number = EXIT.error) {
    super(message);
    this.name = "CliError";
    this.code = code;
    this.details = details;
    this.exitCode = exitCode;
  }
}

export function usageError(message: string): CliError {
  return new CliError("USAGE", message, undefined, EXIT.usage);
}

export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (isAppError(error)) return new CliError(error.code, error.message, error.details);
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown })?.code;
  return new CliError(typeof code === "string" && /^E[A-Z]+$/.test(code) ? `FS_${code}` : "INTERNAL", message);
}
