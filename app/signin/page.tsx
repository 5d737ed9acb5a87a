import Link from "next/link";
import { Suspense } from "react";
import { env } from "@/lib/env";
import { SignInForm } from "./sign-in-form";

export const dynamic = "force-dynamic";
export const metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ registered?: string }> }) {
  const { registered } = await searchParams;
  const config = env();
  return (
    <div className="stack">
      <h1>Sign in</h1>
      {registered ? <p className="notice" role="status">Account created. Sign in as <strong>{registered}</strong>.</p> : null}
      <Suspense>
        <SignInForm hasGitHub={Boolean(config.GITHUB_ID)} />
      </Suspense>
      {config.SKILLHUB_REGISTRATION === "open" ? <p className="muted">New here? <Link href="/signup">Create an account</Link></p> : null}
    </div>
  );
}
