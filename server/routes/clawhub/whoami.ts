// GET /api/clawhub/api/v1/whoami — the token's user in ClawHub's shape (its publish asks for the handle)
import { requireUser } from "@/lib/auth/actor";
import { json } from "../../http";
import { clawhubHandler } from "./handler";

export const clawhubWhoami = clawhubHandler(async (request) => {
  const actor = requireUser(await request.actor());
  return json({ user: { handle: actor.user.handle, displayName: null, image: null, role: actor.user.role } }, "private");
});
