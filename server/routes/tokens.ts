// GET /api/v1/tokens — list my tokens (POST, creating one, is served by Next)
import { listTokens } from "@/lib/registry/list-tokens";
import { json } from "../http";
import type { Handler } from "../router";

export const tokens: Handler = async (request) => json({ tokens: await listTokens(await request.actor()) }, "private");
