"use server";
// Server actions of the account page: create and revoke API tokens (create-token / revoke-token verbs).
import { revalidatePath } from "next/cache";
import { pageActor } from "@/app/_lib/page-actor";
import { runAction } from "@/app/_lib/run-action";
import type { ActionState } from "@/app/_lib/action-state";
import { createToken } from "@/lib/registry/create-token";
import { revokeToken } from "@/lib/registry/revoke-token";
import type { CreateTokenInput } from "@/lib/registry/token-schema";

function tokenInput(form: FormData): CreateTokenInput {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const days = text("expiresInDays");
  return {
    name: text("name") ?? "",
    scopes: form.getAll("scopes").filter((s): s is string => typeof s === "string") as CreateTokenInput["scopes"],
    skillPattern: text("skillPattern"),
    expiresInDays: days ? Number(days) : undefined,
    isAgent: form.get("isAgent") === "on",
  };
}

export async function createTokenAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    const created = await createToken(await pageActor(), tokenInput(form));
    revalidatePath("/account");
    return { ok: `Created “${created.name}”. Copy the secret now: it is shown only once.`, secret: created.token };
  });
}

export async function revokeTokenAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAction(async () => {
    await revokeToken(await pageActor(), String(form.get("id") ?? ""));
    revalidatePath("/account");
    return "Revoked. It stops working on its next request.";
  });
}
