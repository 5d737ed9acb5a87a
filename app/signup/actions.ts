"use server";
// Server action behind the sign-up form: validates with the shared schema, calls registerUser.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { registerUser } from "@/lib/auth/register-user";
import { toAppError } from "@/lib/http/respond";
import { clientIp } from "@/lib/auth/client-ip";
import { env } from "@/lib/env";
import { describeWait } from "@/lib/limits";

export type SignUpState = { error?: string; fieldErrors?: Record<string, string>; handle?: string };

export async function signUpAction(_prev: SignUpState, form: FormData): Promise<SignUpState> {
  const handle = String(form.get("handle") ?? "");
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) return { handle, fieldErrors: { confirm: "The passwords do not match." } };
  try {
    const ip = clientIp(await headers(), env().SKILLHUB_TRUST_PROXY);
    await registerUser({ handle, password }, { ip });
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === "VALIDATION_FAILED") {
      const issues = (appError.details?.issues ?? []) as { path: (string | number)[]; message: string }[];
      return { handle, fieldErrors: Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])) };
    }
    if (appError.code === "RATE_LIMITED") {
      const wait = Number(appError.details?.retryAfterSeconds ?? 60);
      return { handle, error: `Too many sign-ups from your network. Try again in ${describeWait(wait)}.` };
    }
    return { handle, error: appError.message };
  }
  redirect(`/signin?registered=${encodeURIComponent(handle.trim().toLowerCase())}`);
}
