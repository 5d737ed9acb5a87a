// Password hashing with scrypt (node:crypto), stored as `scrypt$N$r$p$salt$hash` so the cost can
// rise later without breaking existing hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 128 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFKC"), salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY });
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * Verified against when the handle has no password (unknown, GitHub-only, the operator account), so
 * that such an attempt costs the same scrypt as a wrong password for a real account and answers at the
 * same pace. It has the current cost parameters; no password matches it (the key is not derived from one).
 */
export const DUMMY_PASSWORD_HASH = ["scrypt", COST.N, COST.r, COST.p, "c2tpbGxodWItZHVtbXkhIQ", "bm8tcGFzc3dvcmQtaGFzaGVzLXRvLXRoaXMtdmFsdWU"].join("$");

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
