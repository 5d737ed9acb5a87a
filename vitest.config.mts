import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@/": fileURLToPath(new URL("./", import.meta.url)),
      "server-only": fileURLToPath(new URL("./test/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "cli/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    // Stops the machine's PostgreSQL: run alone by scripts/test.mjs (vitest.pg-faults.config.mts).
    exclude: ["**/node_modules/**", "test/pg-faults/**", "test/corpus/**"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
