// GET /api/v1/skills/{name} — skill detail
import { getSkill } from "@/lib/registry/get-skill";
import { json } from "../http";
import type { Handler } from "../router";

export const skill: Handler = async (request) =>
  json(await getSkill(await request.actor(), request.params.name, request.origin()), "shared", { headers: { Vary: "Authorization, Cookie" } });
