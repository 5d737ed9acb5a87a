// Runs `prisma generate` offline: Prisma's CLI wants a schema-engine binary on disk even though
// generate never executes it, so point it at a stub instead of letting it hit the CDN.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const stub = fileURLToPath(new URL("./no-schema-engine.sh", import.meta.url));
const env = { ...process.env, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= stub;
const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
