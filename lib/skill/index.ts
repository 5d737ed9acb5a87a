// lib/skill: the skill package format. Everything exported here is pure and browser-safe.
// Node-only helpers live in their own files: hashes in "@/lib/skill/hash".

export type { SkillFile } from "./types";
export * from "./limits";
export { parseSkillMd, MAX_YAML_ALIASES, type ParsedSkillMd } from "./skill-md";
export { skillFrontmatterSchema, KNOWN_FRONTMATTER_KEYS, type SkillFrontmatter } from "./schema";
export {
  checkSpec,
  checkSpecName,
  SPEC_ERROR_CODES,
  SPEC_FIELDS,
  SPEC_NAME_MAX_LENGTH,
  SPEC_DESCRIPTION_MAX_LENGTH,
  SPEC_COMPATIBILITY_MAX_LENGTH,
  type SpecErrorCode,
  type SpecIssue,
} from "./spec";
export {
  validateSkill,
  assertValidSkill,
  WARNING_CODES,
  RECOMMENDED_SECTIONS,
  DESCRIPTION_SOFT_LIMIT,
  type Issue,
  type ValidatedSkill,
  type ValidateOptions,
} from "./validate";
export {
  canonicalName,
  isValidSkillName,
  isReservedName,
  findReservedName,
  similarityKey,
  RESERVED_NAMES,
} from "./names";
export {
  readArchive,
  readArchiveUpload,
  readFileList,
  readFileListUpload,
  detectArchiveFormat,
  type ArchiveFormat,
  type PickedFile,
  type ReadArchiveOptions,
} from "./archive";
export { SKILL_MD, type NormalisedUpload } from "./normalise";
export { packSkill, packTar, fileMode } from "./pack";
export { comparePaths } from "./bytes";
