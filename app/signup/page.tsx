import Link from "next/link";
import { env } from "@/lib/env";
import { SignUpForm } from "./sign-up-form";

export const dynamic = "force-dynamic";
export const metadata = { title: "Sign up" };

export default function SignUpPage() {
  const isOpen = env().SKILLHUB_REGISTRATION === "open";
  return (
    <div className="stack">
      <h1>Create an account</h1>
      {isOpen ? <SignUpForm /> : <p className="alert" role="alert">Registration is closed on this registry; ask an administrator for an account.</p>}
      <p className="muted">Already have one? <Link href="/signin">Sign in</Link></p>
    </div>
  );
}
