// The clawhub client's publish contracts (clawhub/dist/schema/schemas.js): the upload-url request
// announcing one file, and the publish request naming the uploaded files. Keys we do not use
// (categories, topics, source, forkOf, …) are accepted and ignored, as docs/clients.md says.
import { z } from "zod";
import { SKILL_LIMITS } from "@/lib/skill/limits";

const SHA256 = /^[0-9a-f]{64}$/;

export const clawhubUploadSchema = z.object({
  path: z.string().min(1).max(4096),
  size: z.coerce.number().int().min(0).max(SKILL_LIMITS.maxFileBytes),
  sha256: z.string().toLowerCase().regex(SHA256, "sha256 is 64 hex digits"),
});
export type ClawhubUpload = z.infer<typeof clawhubUploadSchema>;

export const clawhubPublishSchema = z.object({
  slug: z.string().trim().min(1).max(128),
  ownerHandle: z.string().trim().optional(),
  version: z.string().trim().min(1).max(128),
  tags: z.array(z.string().trim()).max(32).default([]),
  files: z
    .array(
      z.object({
        path: z.string().min(1).max(4096),
        size: z.number().int().min(0),
        storageId: z.string().min(1).max(64),
        sha256: z.string().toLowerCase().regex(SHA256),
      }),
    )
    .min(1)
    .max(SKILL_LIMITS.maxEntries),
});
