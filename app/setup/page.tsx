// First run: create the first administrator with the one-time token printed on the server console.
import Link from "next/link";
import { needsSetup } from "@/lib/auth/needs-setup";
import { SetupForm } from "./setup-form";

export const dynamic = "force-dynamic";
export const metadata = { title: "Set up this registry", referrer: "no-referrer" };

export default async function SetupPage() {
  if (!(await needsSetup())) {
    return (
      <div className="stack">
        <h1>Set up this registry</h1>
        <p className="notice" role="status" data-testid="setup-done">This registry already has an administrator. <Link href="/signin">Sign in</Link>.</p>
      </div>
    );
  }
  return (
    <div className="stack">
      <h1>Set up this registry</h1>
      <p>
        Nobody administers this registry yet. Whoever runs the server can create the first administrator here, with the
        one-time setup link or token the server printed on its console when it started (<code>npm run dev</code>,{" "}
        <code>npm start</code>, or <code>docker compose logs app</code>). <code>npm run admin -- setup</code> prints a new one.
      </p>
      <SetupForm />
    </div>
  );
}
