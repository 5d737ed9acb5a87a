import { env } from "@/lib/env";

try {
  env();
} catch (error) {
  console.error(`skillhub: ${(error as Error).message}`);
  process.exit(1);
}
