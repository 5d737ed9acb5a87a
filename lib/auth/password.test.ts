import { describe, expect, it } from "vitest";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "@/lib/auth/password";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  });

  it("salts: the same password hashes differently", async () => {
    expect(await hashPassword("same password!")).not.toBe(await hashPassword("same password!"));
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });

  it("has a dummy hash with the current cost, which verifies to false after the full scrypt", async () => {
    const real = (await hashPassword("any password at all")).split("$");
    const dummy = DUMMY_PASSWORD_HASH.split("$");
    expect(dummy.slice(0, 4)).toEqual(real.slice(0, 4));
    expect(Buffer.from(dummy[4], "base64url")).toHaveLength(Buffer.from(real[4], "base64url").length);
    expect(Buffer.from(dummy[5], "base64url")).toHaveLength(Buffer.from(real[5], "base64url").length);
    expect(await verifyPassword("any password at all", DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
