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
      <label>
        Username
        <input name="handle" autoComplete="username" required defaultValue={state.handle} aria-describedby="handle-error" />
        {fieldError("handle")}
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="new-password" required minLength={10} aria-describedby="password-error" />
        {fieldError("password")}
      </label>
      <label>
        Confirm password
        <input name="confirm" type="password" autoComplete="new-password" required aria-describedby="confirm-error" />
        {fieldError("confirm")}
      </label>
      <button type="submit" disabled={pending}>{pending ? "Creating account…" : "Create account"}</button>
    </form>
  );
}
