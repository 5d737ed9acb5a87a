// Recognising database errors by code rather than by class: the Prisma runtime can be bundled more
// than once (server chunks, scripts), which makes `instanceof` unreliable.
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
