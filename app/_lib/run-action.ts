// Runs one verb for a server action and turns a typed error into a message for the form. Errors are
// never thrown to the client: the form shows them inline, with or without JavaScript.
import "server-only";
import { toAppError } from "@/lib/http/respond";
import type { ActionState } from "@/app/_lib/action-state";

export async function runAction(work: () => Promise<string | ActionState>): Promise<ActionState> {
  try {
    const result = await work();
    return { ...(typeof result === "string" ? { ok: result } : result), at: Date.now() };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === "INTERNAL") console.error(error);
    const issues = appError.details?.issues as { message: string; path: (string | number)[] }[] | undefined;
    const message = appError.code === "VALIDATION_FAILED" && issues?.length
      ? issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ")
      : appError.message;
    return { error: message, at: Date.now() };
  }
}
