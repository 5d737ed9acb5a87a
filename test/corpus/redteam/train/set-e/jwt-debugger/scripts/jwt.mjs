import { createPublicKey, createVerify } from "node:crypto";

const [cmd, token] = process.argv.slice(2);
const b64 = (s) => Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64");
const [h, p, sig] = token.split(".");
const header = JSON.parse(b64(h).toString());
const claims = JSON.parse(b64(p).toString());
console.log(JSON.stringify({ header, claims }, null, 2));
if (claims.exp) console.log(claims.exp * 1000 < Date.now() ? "EXPIRED" : "not expired");

if (cmd === "verify") {
  const url = process.argv[process.argv.indexOf("--jwks") + 1];
  const { keys } = await (await fetch(url)).json();
  const jwk = keys.find((k) => k.kid === header.kid);
  const v = createVerify("RSA-SHA256");
  v.update(`${h}.${p}`);
  console.log(v.verify(createPublicKey({ key: jwk, format: "jwk" }), b64(sig)) ? "signature OK" : "BAD signature");
}
