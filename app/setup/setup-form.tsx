"use client";
// The setup link carries the token in its fragment (#token=…), which never reaches a server or a
// log; this form copies it into the token field and then drops it from the address bar.
import { useActionState, useEffect, useRef } from "react";
import { setupAction, type SetupState } from "./actions";

export function SetupForm() {
  const [state, action, pending] = useActionState<SetupState, FormData>(setupAction, {});
  const tokenInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const takeToken = () => {
      const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
      if (!token) return;
      if (tokenInput.current) tokenInput.current.value = token;
      window.history.replaceState(null, "", window.location.pathname);
    };
    takeToken();
    window.addEventListener("hashchange", takeToken);
    return () => window.removeEventListener("hashchange", takeToken);
  }, []);
  const fieldError = (name: string) =>
    state.fieldErrors?.[name] ? <span className="error" id={`${name}-error`}>{state.fieldErrors[name]}</span> : null;
  return (
    <form action={action} className="form" noValidate>
      {state.error ? <p className="alert" role="alert">{state.error}</p> : null}
      <div className="stack field">
        <label>
          Setup token
          <input ref={tokenInput} name="token" type="password" autoComplete="off" required spellCheck={false} aria-describedby="token-error token-help" />
        </label>
        <span className="muted small" id="token-help">Filled in from the setup link; otherwise paste the <code>sht_…</code> token from the server console.</span>
        {fieldError("token")}
      </div>
      <div className="stack field">
        <label>
          Administrator username
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
      <button type="submit" disabled={pending}>{pending ? "Creating administrator…" : "Create administrator"}</button>
    </form>
  );
}
