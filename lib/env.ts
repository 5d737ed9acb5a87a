// Configuration, validated once at boot. Safe local defaults so the app runs with zero
// configuration on a laptop; production refuses to start without a real secret.
import { z } from "zod";

const DEV_SECRET = "skillhub-development-secret-do-not-use-in-production";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z.string().url({ message: "must be a postgresql:// URL" }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    NEXTAUTH_URL: z.string().url().optional(),
    NEXTAUTH_SECRET: z.string().optional(),
    SKILLHUB_PUBLIC_URL: z.string().url().optional(),
    SKILLHUB_REGISTRATION: z.enum(["open", "closed"]).default("open"),
    SKILLHUB_ADMINS: z
      .string()
      .default("")
      .transform((v) => v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean)),
    SKILLHUB_TRUST_PROXY: booleanString.default(false),
    SKILLHUB_RATE_LIMITS: z.enum(["on", "off"]).default("on"),
    SKILLHUB_READ_CACHE: z.enum(["on", "off"]).default("on"),
    GITHUB_ID: z.string().optional(),
    GITHUB_SECRET: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
      if (!env.NEXTAUTH_SECRET || env.NEXTAUTH_SECRET === DEV_SECRET || env.NEXTAUTH_SECRET.length < 32) {
        ctx.addIssue({
          code: "custom",
          path: ["NEXTAUTH_SECRET"],
          message: "production needs a random secret of at least 32 characters (e.g. `openssl rand -base64 32`)",
        });
      }
    }
    if (Boolean(env.GITHUB_ID) !== Boolean(env.GITHUB_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["GITHUB_ID"], message: "set both GITHUB_ID and GITHUB_SECRET, or neither" });
    }
  });

export type Env = z.infer<typeof envSchema> & { NEXTAUTH_SECRET: string };

/** Every variable Skillhub reads (the README's configuration table lists each one). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid Skillhub configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, NEXTAUTH_SECRET: result.data.NEXTAUTH_SECRET || DEV_SECRET };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forget the parsed configuration so the next env() call re-reads process.env (tests only). */
export function resetEnvCache(): void {
  cached = undefined;
}
