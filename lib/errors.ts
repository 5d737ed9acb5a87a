// The one error type of Skillhub. Domain code throws `new AppError(code, message, details)`;
// lib/http/respond.ts is the only place that turns a code into an HTTP status.
// This module is pure (no Next.js, no Node built-ins) so lib/skill, lib/guard and the CLI share it.

import { SPEC_ERROR_CODES, type SpecErrorCode } from "./skill/spec";

/** lib/skill/spec.ts: a SKILL.md that breaks an agentskills.io rule is a bad request. */
const SPEC_STATUS = Object.fromEntries(SPEC_ERROR_CODES.map((code) => [code, 400])) as Record<SpecErrorCode, 400>;

export const ERROR_STATUS = {
  // generic
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,

  // accounts
  REGISTRATION_DISABLED: 403,
  HANDLE_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  SETUP_TOKEN_INVALID: 403,
  SETUP_COMPLETE: 409,

  // lib/skill: SKILL.md and frontmatter (400)
  SKILL_MD_MISSING: 400,
  SKILL_MD_WRONG_CASE: 400,
  SKILL_MD_NOT_UTF8: 400,
  FRONTMATTER_MISSING: 400,
  FRONTMATTER_UNTERMINATED: 400,
  FRONTMATTER_YAML_INVALID: 400,
  FRONTMATTER_DUPLICATE_KEY: 400,
  FRONTMATTER_ALIAS_LIMIT: 400,
  FRONTMATTER_NOT_MAPPING: 400,
  FRONTMATTER_INVALID: 400,
  ...SPEC_STATUS,

  // lib/skill: archives (400, or 413 for the size limits)
  ARCHIVE_FORMAT_UNKNOWN: 400,
  ARCHIVE_TRUNCATED: 400,
  ARCHIVE_CORRUPT: 400,
  ARCHIVE_POLYGLOT: 400,
  ARCHIVE_EMPTY: 400,
  ARCHIVE_PATH_ABSOLUTE: 400,
  ARCHIVE_PATH_DRIVE_LETTER: 400,
  ARCHIVE_PATH_BACKSLASH: 400,
  ARCHIVE_PATH_TRAVERSAL: 400,
  ARCHIVE_PATH_CONTROL_CHAR: 400,
  ARCHIVE_PATH_NOT_UTF8: 400,
  ARCHIVE_PATH_EMPTY_SEGMENT: 400,
  ARCHIVE_PATH_TOO_LONG: 400,
  ARCHIVE_PATH_TOO_DEEP: 400,
  ARCHIVE_PATH_RESERVED_DEVICE: 400,
  ARCHIVE_PATH_INVALID_CHAR: 400,
  ARCHIVE_ENTRY_SYMLINK: 400,
  ARCHIVE_ENTRY_HARDLINK: 400,
  ARCHIVE_ENTRY_DEVICE: 400,
  ARCHIVE_ENTRY_FIFO: 400,
  ARCHIVE_ENTRY_SPARSE: 400,
  ARCHIVE_ENTRY_UNKNOWN_TYPE: 400,
  ARCHIVE_HEADER_MISMATCH: 400,
  ARCHIVE_HEADER_CHECKSUM: 400,
  ARCHIVE_DUPLICATE_PATH: 400,
  ARCHIVE_FILE_DIR_CONFLICT: 400,
  ARCHIVE_CASE_COLLISION: 400,
  ARCHIVE_UNICODE_COLLISION: 400,
  ARCHIVE_MULTIPLE_ROOTS: 400,
  ARCHIVE_ENCRYPTED: 400,
  ARCHIVE_TOO_MANY_ENTRIES: 413,
  ARCHIVE_FILE_TOO_LARGE: 413,
  ARCHIVE_TOO_LARGE: 413,
  ARCHIVE_EXPANDED_TOO_LARGE: 413,
  ARCHIVE_COMPRESSION_RATIO: 413,

  // registry
  NAME_INVALID: 400,
  NAME_RESERVED: 400,
  NAME_TOO_SIMILAR: 409,
  NAME_HELD: 409,
  NOT_OWNER: 403,
  VERSION_INVALID: 400,
  VERSION_MISMATCH: 400,
  VERSION_EXISTS: 409,
  VERSION_NOT_FOUND: 404,
  SKILL_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  POLICY_REJECTED: 422,
  TOKEN_INVALID: 401,
  TOKEN_REVOKED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_SCOPE: 403,
  TAG_INVALID: 400,
  INVALID_STATE: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
