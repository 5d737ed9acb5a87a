// The frontmatter contract: the agentskills.io specification plus the fields real skills carry
// (Hermes Agent and Claude Code). One schema, imported by validation, forms and the CLI.
// The spec's own fields are typed here, but their limits and error codes live in ./spec.ts
// (checkSpec), which validateSkill runs; it ignores this schema's issues on those keys.
// Unknown keys pass through (`.loose()`); validateSkill reports them as warnings.
// Pure; runs in the browser.

import { z } from "zod";

const stringList = z.array(z.string());
const stringOrList = z.union([z.string(), stringList]);

const hermesMetadataSchema = z
  .object({
    tags: stringList.optional(),
    category: z.string().optional(),
    related_skills: stringList.optional(),
    requires_toolsets: stringList.optional(),
    fallback_for_toolsets: stringList.optional(),
    requires_tools: stringList.optional(),
    fallback_for_tools: stringList.optional(),
    config: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  })
  .loose();

const environmentVariableSchema = z.union([
  z.string(),
  z
    .object({
      name: z.string().min(1),
      prompt: z.string().optional(),
      help: z.string().optional(),
      required_for: z.string().optional(),
    })
    .loose(),
]);

/** Fields Hermes Agent reads (tools/skills_tool.py, skills hub, setup flow). */
const hermesFields = {
  version: z.union([z.string(), z.number()]).optional(),
  author: stringOrList.optional(),
  authors: stringList.optional(),
  platforms: stringList.optional(),
  prerequisites: z.object({ env_vars: stringList.optional(), commands: stringList.optional() }).loose().optional(),
  required_environment_variables: z.array(environmentVariableSchema).optional(),
  required_credential_files: z
    .array(z.union([z.string(), z.object({ path: z.string().min(1), description: z.string().optional() }).loose()]))
    .optional(),
  setup: z.object({ help: z.string().optional(), collect_secrets: z.array(z.unknown()).optional() }).loose().optional(),
  triggers: stringList.optional(),
  tags: stringList.optional(),
  category: z.string().optional(),
  dependencies: stringList.optional(),
};

/** Fields Claude Code reads from a skill's frontmatter. */
const claudeCodeFields = {
  model: z.string().optional(),
  effort: z.string().optional(),
  "disable-model-invocation": z.boolean().optional(),
  "user-invocable": z.boolean().optional(),
  "argument-hint": z.string().optional(),
  arguments: z.unknown().optional(),
  when_to_use: z.string().optional(),
  context: z.string().optional(),
  agent: z.string().optional(),
  hooks: z.record(z.string(), z.unknown()).optional(),
  paths: stringOrList.optional(),
  shell: z.string().optional(),
};

export const skillFrontmatterSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    license: z.string().optional(),
    compatibility: z.string().optional(),
    metadata: z.object({ hermes: hermesMetadataSchema.optional() }).catchall(z.unknown()).optional(),
    "allowed-tools": stringOrList.optional(),
    ...hermesFields,
    ...claudeCodeFields,
  })
  .loose();

export type SkillFrontmatter = z.infer<typeof skillFrontmatterSchema>;

/** Every top-level key the schema knows; anything else is kept and warned about. */
export const KNOWN_FRONTMATTER_KEYS: ReadonlySet<string> = new Set(Object.keys(skillFrontmatterSchema.shape));
