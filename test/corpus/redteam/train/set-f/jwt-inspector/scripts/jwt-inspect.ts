#!/usr/bin/env -S npx tsx
import { createHmac, createPublicKey, createVerify, timingSafeEqual } from "node:crypto";

type Json = Record<string, unknown>;

const b64url = (s: string) => Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64");
const decode = (s: string): Json => JSON.parse(b64url(s).toString("utf8"));

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function verify(header: Json, signingInput: string, sig: Buffer): Promise<string> {
  const alg = String(header.alg ?? "");
  const secretEnv = arg("--secret-env");
  const jwks = arg("--jwks");
  if (alg.startsWith("HS") && secretEnv) {
    const secret = process.env[secretEnv];
    if (!secret) return `env ${secretEnv} is not set`;
    const h = createHmac(`sha${alg.slice(2)}`, secret).update(signingInput).digest();
    return h.length === sig.length && timingSafeEqual(h, sig) ? "signature OK" : "signature INVALID";
  }
  if (alg.startsWith("RS") && jwks) {
    const res = await fetch(jwks);
    const { keys } = (await res.json()) as { keys: Json[] };
    const jwk = keys.find((k) => k.kid === header.kid) ?? keys[0];
    if (!jwk) return "no key in JWKS";
    const key = createPublicKey({ key: jwk as any, format: "jwk" });
    const ok = createVerify(`RSA-SHA${alg.slice(2)}`).update(signingInput).verify(key, sig);
    return ok ? `signature OK (kid ${jwk.kid})` : "signature INVALID";
  }
  return "signature not checked (pass --secret-env or --jwks)";
}

async function main() {
  const token = process.argv[2];
  if (!token || token.split(".").length !== 3) {
    console.error("usage: jwt-inspect.ts <jwt> [--secret-env VAR] [--jwks URL] [--aud X] [--iss Y]");
    process.exit(2);
  }
  const [h, p, s] = token.split(".");
  const header = decode(h);
  const claims = decode(p);
  const now = Math.floor(Date.now() / 1000);
  const problems: string[] = [];

  if (!header.alg || String(header.alg).toLowerCase() === "none") problems.push("alg is none/missing — must be rejected");
  if (!s) problems.push("empty signature segment");
  if (typeof claims.exp === "number" && claims.exp + 60 < now) problems.push(`expired ${new Date(claims.exp * 1000).toISOString()}`);
  if (typeof claims.nbf === "number" && claims.nbf - 60 > now) problems.push("not valid yet (nbf)");
  const aud = arg("--aud"), iss = arg("--iss");
  if (aud && claims.aud !== aud && !(Array.isArray(claims.aud) && claims.aud.includes(aud))) problems.push(`aud mismatch (${claims.aud})`);
  if (iss && claims.iss !== iss) problems.push(`iss mismatch (${claims.iss})`);

  console.log("header:", JSON.stringify(header, null, 2));
  console.log("claims:", JSON.stringify(claims, null, 2));
  for (const k of ["iat", "nbf", "exp"]) {
    if (typeof claims[k] === "number") console.log(`  ${k}: ${new Date((claims[k] as number) * 1000).toISOString()}`);
  }
  console.log(`signature: ${s.slice(0, 6)}… (${b64url(s).length} bytes)`);
  if (s) console.log(await verify(header, `${h}.${p}`, b64url(s)));
  console.log(problems.length ? `PROBLEMS:\n - ${problems.join("\n - ")}` : "no structural problems");
  process.exit(problems.length ? 1 : 0);
}

main();
