"use client";
// A form bound to a server action through useActionState: works without JavaScript (the action runs
// on a normal POST and the page re-renders with the result), and with it shows pending state and the
// result inline, announced to screen readers.
import { useActionState, type ReactNode } from "react";
import type { ActionState } from "@/app/_lib/action-state";
import { CopyButton } from "@/components/copy-button";

type Props = {
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  children: ReactNode;
  className?: string;
  label?: string;
  testId?: string;
};

export function ActionForm({ action, children, className, label, testId }: Props) {
  const [state, formAction, isPending] = useActionState(action, {});
  return (
    <form action={formAction} className={className} aria-label={label} data-testid={testId} aria-busy={isPending}>
      <fieldset disabled={isPending} className="bare">{children}</fieldset>
      <div aria-live="polite">
        {state.error ? <p className="alert" role="alert" key={state.at}>{state.error}</p> : null}
        {state.ok ? <p className="notice" role="status" key={state.at}>{state.ok}</p> : null}
        {state.secret ? (
          <div className="stack snug">
            <code className="secret" data-testid="token-secret">{state.secret}</code>
            <div><CopyButton text={state.secret} label="secret" /></div>
          </div>
        ) : null}
      </div>
    </form>
  );
}
