"use client";
import { signIn } from "next-auth/react";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";

export function SignInForm({ hasGitHub }: { hasGitHub: boolean }) {
  const params = useSearchParams();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const callbackUrl = params.get("callbackUrl")?.startsWith("/") ? params.get("callbackUrl")! : "/";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      handle: String(form.get("handle") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    setPending(false);
    if (result?.status === 429) {
      // The server's message says how long to wait (the same for every handle, known or not).
      setError(result.error ?? "Too many sign-in attempts. Try again later.");
      return;
    }
    if (!result || result.error) {
      setError("Wrong username or password.");
      return;
    }
    router.push(callbackUrl);
    router.refresh();
  }

  return (
    <div className="stack">
      <form onSubmit={onSubmit} method="post" className="form">
        {error ? <p className="alert" role="alert">{error}</p> : null}
        <label>
          Username
          <input name="handle" autoComplete="username" required defaultValue={params.get("registered") ?? ""} />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={pending}>{pending ? "Signing in…" : "Sign in"}</button>
      </form>
      {hasGitHub ? (
        <button type="button" className="secondary" onClick={() => signIn("github", { callbackUrl })}>
          Sign in with GitHub
        </button>
      ) : null}
    </div>
  );
}
