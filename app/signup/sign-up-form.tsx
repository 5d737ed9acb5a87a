"use client";
import { useActionState } from "react";
import { signUpAction, type SignUpState } from "./actions";

export function SignUpForm() {
  const [state, action, pending] = useActionState<SignUpState, FormData>(signUpAction, {});
  const fieldError = (name: string) =>
    state.fieldErrors?.[name] ? <span className="error" id={`${name}-error`}>{state.fieldErrors[name]}</span> : null;
  return (
    <form action={action} className="form" noValidate>
      {state.error ? <p className="alert" role="alert">{state.error}</p> : null}
      <div className="stack field">
        <label>
          Username
          <input name="handle" autoComplete="username" required defaultValue={state.handle} aria-describedby="handle-error" />
        </label>
        {fieldError("handle")}
      </div>
      <div className="stack field">
        <label>
          Password
          <input name="password" type="password" autoComplete="new-password" required minLength={10} aria-describedby="password-error" />
        </label>
        {fieldError("password")}
      </div>
      <div className="stack field">
        <label>
          Confirm password
          <input name="confirm" type="password" autoComplete="new-password" required aria-describedby="confirm-error" />
        </label>
        {fieldError("confirm")}
      </div>
      <button type="submit" disabled={pending}>{pending ? "Creating account…" : "Create account"}</button>
    </form>
  );
}
