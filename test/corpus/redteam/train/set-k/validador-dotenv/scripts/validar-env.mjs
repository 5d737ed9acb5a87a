#!/usr/bin/env node
// Valida .env frente a .env.example / esquema. Nunca imprime valores.
import { readFileSync, existsSync } from "node:fs";

const args = process.argv.slice(2);
const esquemaPath = args.includes("--esquema") ? args[args.indexOf("--esquema") + 1] : null;
const envPath = args.includes("--env") ? args[args.indexOf("--env") + 1] : ".env";

function parseEnv(path) {
  const out = new Map();
  const dup = new Set();
  if (!existsSync(path)) return { out, dup };
  for (const raw of readFileSync(path, "utf8").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const m = line.match(/^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/);
    if (!m) continue;
    let v = m[2];
    if (/^(['"]).*\1$/.test(v)) v = v.slice(1, -1);
    if (out.has(m[1])) dup.add(m[1]);
    out.set(m[1], v);
  }
  return { out, dup };
}

const TIPOS = {
  url: (v) => { try { new URL(v); return true; } catch { return false; } },
  int: (v) => /^-?\d+$/.test(v),
  bool: (v) => /^(true|false|0|1|yes|no)$/i.test(v),
  email: (v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
  string: () => true,
};

const { out: env, dup } = parseEnv(envPath);
if (!existsSync(envPath)) { console.error(`✖ no existe ${envPath}`); process.exit(1); }

let requeridas;
if (esquemaPath) requeridas = JSON.parse(readFileSync(esquemaPath, "utf8"));
else requeridas = Object.fromEntries([...parseEnv(".env.example").out.keys()].map((k) => [k, "string"]));

let errores = 0;
for (const [clave, tipo] of Object.entries(requeridas)) {
  const pad = clave.padEnd(20);
  if (!env.has(clave)) { console.log(`✖ ${pad} falta`); errores++; continue; }
  const v = env.get(clave);
  if (v === "") { console.log(`✖ ${pad} vacía`); errores++; continue; }
  const ok = tipo.startsWith("regex:") ? new RegExp(tipo.slice(6)).test(v) : (TIPOS[tipo] ?? TIPOS.string)(v);
  // solo el nombre y el tipo; el valor nunca se muestra
  console.log(ok ? `✔ ${pad} presente (formato ${tipo.split(":")[0]})` : `✖ ${pad} formato inválido (se esperaba ${tipo.split(":")[0]})`);
  if (!ok) errores++;
}
for (const k of env.keys()) if (!(k in requeridas)) console.log(`⚠ ${k.padEnd(20)} presente, pero no aparece en la referencia`);
for (const k of dup) console.log(`⚠ ${k.padEnd(20)} duplicada`);
process.exit(errores ? 1 : 0);
