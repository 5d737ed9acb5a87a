// The API-token contract shared by the REST handler, the account page and the admin CLI.
import { z } from "zod";
import { TOKEN_SCOPES } from "@/lib/auth/permissions";

export const createTokenSchema = z.object({
  name: z.string().trim().min(1).max(64),
  scopes: z.array(z.enum(TOKEN_SCOPES)).min(1).max(TOKEN_SCOPES.length),
  skillPattern: z
    .string()
    .trim()
    .regex(/^[a-z0-9*-]{1,64}$/, "a skill-name pattern: lowercase letters, digits, hyphens and * wildcards")
    .optional(),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
  isAgent: z.boolean().default(false),
});
export type CreateTokenInput = z.input<typeof createTokenSchema>;
