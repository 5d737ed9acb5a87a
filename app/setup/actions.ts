"use server";
// Server action behind the setup form: validates with the shared schema, calls completeSetup.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { clientIp } from "@/lib/auth/client-ip";
import { completeSetup } from "@/lib/auth/complete-setup";
import { env } from "@/lib/env";
import { toAppError } from "@/lib/http/respond";

export type SetupState = { error?: string; fieldErrors?: Record<string, string>; handle?: string };

export async function setupAction(_prev: SetupState, form: FormData): Promise<SetupState> {
  const handle = String(form.get("handle") ?? "");
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) return { handle, fieldErrors: { confirm: "The passwords do not match." } };
  let created: string;
  try {
    const ip = clientIp(await headers(), env().SKILLHUB_TRUST_PROXY);
    created = (await completeSetup({ token: String(form.get("token") ?? ""), handle, password }, { ip })).handle;
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === "VALIDATION_FAILED") {
      const issues = (appError.details?.issues ?? []) as { path: (string | number)[]; message: string }[];
      return { handle, fieldErrors: Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])) };
    }
    return { handle, error: appError.message };
  }
  redirect(`/signin?registered=${encodeURIComponent(created)}`);
}
