"use server";
// Server actions of the admin page; every verb they call authorises the admin role first.
import { revalidatePath } from "next/cache";
import { pageActor } from "@/app/_lib/page-actor";
import { runAction } from "@/app/_lib/run-action";
import type { ActionState } from "@/app/_lib/action-state";
import { reviewVersion } from "@/lib/registry/review-version";
import { resolveReport } from "@/lib/registry/resolve-report";
import { setUserAccess } from "@/lib/registry/set-user-access";
import { rescanVersions } from "@/lib/registry/rescan-versions";

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

export async function reviewAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const result = await reviewVersion(await pageActor(), text(form, "name"), text(form, "version"), { decision: text(form, "decision"), note: text(form, "note") });
    revalidatePath("/admin");
    return `${result.name}@${result.version} is ${result.status}.`;
  });
}

export async function resolveReportAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const result = await resolveReport(await pageActor(), { id: text(form, "id"), status: text(form, "status"), resolution: text(form, "resolution") });
    revalidatePath("/admin");
    return `Report ${result.status}.`;
  });
}

export async function setTierAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const result = await setUserAccess(await pageActor(), text(form, "handle"), { trustTier: text(form, "trustTier") || undefined });
    revalidatePath("/admin");
    return `${result.handle} is now ${result.trustTier}.`;
  });
}

export async function rescanAction(_state: ActionState, _form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const result = await rescanVersions(await pageActor());
    revalidatePath("/admin");
    const changes = result.changed.slice(0, 10).map((c) => `${c.name}@${c.version} ${c.from}→${c.to}`).join(", ");
    return `Re-scanned ${result.scanned} versions with ruleset ${result.rulesetVersion} in ${result.seconds.toFixed(1)} s; ${result.changed.length} verdicts changed${changes ? `: ${changes}` : ""}.`;
  });
}
