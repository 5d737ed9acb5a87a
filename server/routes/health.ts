// GET /api/health — 200 when the database is reachable and migrated, 503 otherwise
import { getHealth } from "@/lib/registry/get-health";
import { json } from "../http";
import type { Handler } from "../router";

export const health: Handler = async () => {
  const result = await getHealth();
  return json(result, "no-store", { status: result.status === "ok" ? 200 : 503 });
};
