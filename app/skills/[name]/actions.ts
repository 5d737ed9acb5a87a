"use server";
// Server actions of the skill page. Each one parses its form, resolves the actor and calls one verb;
// the verb authorises (owner or admin for lifecycle actions), so a forged request changes nothing.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { pageActor } from "@/app/_lib/page-actor";
import { runAction } from "@/app/_lib/run-action";
import type { ActionState } from "@/app/_lib/action-state";
import { starSkill } from "@/lib/registry/star-skill";
import { reportSkill } from "@/lib/registry/report-skill";
import { yankVersion } from "@/lib/registry/yank-version";
import { deprecateSkill } from "@/lib/registry/deprecate-skill";
import { removeDistTag, setDistTag } from "@/lib/registry/set-dist-tag";
import { deleteSkill } from "@/lib/registry/delete-skill";

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : undefined;
};
const nameOf = (form: FormData) => z.string().trim().min(1).max(128).parse(text(form, "name"));
const versionOf = (form: FormData) => z.string().trim().min(1).max(128).parse(text(form, "version"));

export async function starAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const result = await starSkill(await pageActor(), { name: text(form, "name"), isStarred: text(form, "star") === "1" });
    revalidatePath(`/skills/${result.name}`);
    return result.isStarred ? "Starred." : "Star removed.";
  });
}

export async function reportAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    await reportSkill(await pageActor(), { name: text(form, "name"), version: text(form, "version") || undefined, reason: text(form, "reason") ?? "" });
    return "Thank you — the administrators will review your report.";
  });
}

export async function yankAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const isYank = text(form, "op") !== "unyank";
    const result = await yankVersion(await pageActor(), nameOf(form), versionOf(form), isYank);
    revalidatePath(`/skills/${result.name}`);
    return `${result.name}@${result.version} is ${result.status}.`;
  });
}

export async function deprecateAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const message = text(form, "op") === "clear" ? "" : (text(form, "message") ?? "");
    const result = await deprecateSkill(await pageActor(), nameOf(form), { message });
    revalidatePath(`/skills/${result.name}`);
    return result.deprecated ? "Marked deprecated." : "No longer deprecated.";
  });
}

export async function distTagAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const actor = await pageActor();
    const name = nameOf(form);
    const tag = z.string().trim().min(1).max(32).parse(text(form, "tag"));
    if (text(form, "op") === "remove") {
      await removeDistTag(actor, name, tag);
      revalidatePath(`/skills/${name}`);
      return `Removed the tag “${tag}”.`;
    }
    const result = await setDistTag(actor, name, tag, { version: text(form, "version") });
    revalidatePath(`/skills/${result.name}`);
    return `“${result.tag}” now points at ${result.version}.`;
  });
}

export async function deleteAction(_state: ActionState, form: FormData): Promise<ActionState> {
  let deleted: string | null = null;
  const state = await runAction(async () => {
    const name = nameOf(form);
    if (text(form, "confirm")?.trim() !== name) throw new z.ZodError([{ code: "custom", path: ["confirm"], message: `type “${name}” to confirm`, input: text(form, "confirm") }]);
    const result = await deleteSkill(await pageActor(), name);
    deleted = result.name;
    return "Deleted.";
  });
  if (deleted) redirect(`/account?deleted=${encodeURIComponent(deleted)}`);
  return state;
}
