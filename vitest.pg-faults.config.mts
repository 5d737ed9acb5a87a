// The PostgreSQL fault test runs alone: it stops the machine's cluster, which every other test uses.
import { defineConfig } from "vitest/config";
import base from "./vitest.config.mts";

export default defineConfig({
  ...base,
  test: { ...base.test, include: ["test/pg-faults/**/*.test.ts"], exclude: ["**/node_modules/**"], fileParallelism: false },
});
