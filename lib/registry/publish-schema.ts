// The publish contract shared by the REST handler, the browser form and the CLI.
import { z } from "zod";
import type { PickedFile } from "@/lib/skill/archive";

export const DIST_TAG_PATTERN = /^[a-z][a-z0-9._-]{0,31}$/;

export const publishFieldsSchema = z.object({
  version: z.string().trim().min(1).max(128).optional(),
  tag: z
    .string()
    .trim()
    .regex(DIST_TAG_PATTERN, "a tag is 1–32 characters: a lowercase letter, then letters, digits, '.', '_' or '-'")
    .refine((t) => t !== "latest", "the latest tag moves by itself")
    .optional(),
});
export type PublishFields = z.infer<typeof publishFieldsSchema>;

export type PublishUpload = { kind: "archive"; bytes: Uint8Array } | { kind: "files"; files: PickedFile[] };
export type PublishInput = PublishFields & { upload: PublishUpload };
