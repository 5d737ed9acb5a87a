// lib/skill: the skill package format. Everything exported here is pure and browser-safe.
// Node-only helpers live in their own files: hashes in "@/lib/skill/hash".

export type { SkillFile } from "./types";
export * from "./limits";
export { parseSkillMd, MAX_YAML_ALIASES, type ParsedSkillMd } from "./skill-md";
export {
  skillFrontmatterSchema,
  skillNameSchema,
  KNOWN_FRONTMATTER_KEYS,
  MAX_DESCRIPTION_LENGTH,
  MAX_COMPATIBILITY_LENGTH,
  type SkillFrontmatter,
} from "./schema";
export {
  validateSkill,
  assertValidSkill,
  WARNING_CODES,
  RECOMMENDED_SECTIONS,
  DESCRIPTION_SOFT_LIMIT,
  DESCRIPTION_HARD_LIMIT,
  type Issue,
  type ValidatedSkill,
} from "./validate";
export {
  canonicalName,
  isValidSkillName,
  isReservedName,
  findReservedName,
  similarityKey,
  RESERVED_NAMES,
  MAX_NAME_LENGTH,
} from "./names";
export {
  readArchive,
  readFileList,
  detectArchiveFormat,
  type ArchiveFormat,
  type PickedFile,
  type ReadArchiveOptions,
} from "./archive";
export { SKILL_MD } from "./normalise";
export { packSkill, packTar, fileMode } from "./pack";
export { comparePaths } from "./bytes";
