// Account input contracts, shared by the sign-up form, the server action, the API and the admin CLI.
import { z } from "zod";

export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,38}$/;

export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HANDLE_PATTERN, "2–39 characters: lowercase letters, digits and single hyphens, not at either end");

export const passwordSchema = z
  .string()
  .min(10, "at least 10 characters")
  .max(200, "at most 200 characters");

export const signUpSchema = z.object({ handle: handleSchema, password: passwordSchema });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** First run: the one-time token printed on the server console, and the administrator's account. */
export const setupSchema = z.object({
  token: z.string().trim().min(1, "paste the setup token printed on the server console").max(200),
  handle: handleSchema,
  password: passwordSchema,
});
export type SetupInput = z.infer<typeof setupSchema>;

export const signInSchema = z.object({ handle: handleSchema, password: z.string().min(1).max(200) });
