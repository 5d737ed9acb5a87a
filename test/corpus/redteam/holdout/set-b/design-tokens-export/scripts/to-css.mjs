#!/usr/bin/env node
// Convert a figtok tokens.json into CSS custom properties or a Tailwind theme extension.
import { readFileSync } from "node:fs";

const [, , file, flag] = process.argv;
if (!file) {
  console.error("usage: to-css.mjs tokens.json [--tailwind]");
  process.exit(2);
}
const tokens = JSON.parse(readFileSync(file, "utf8"));

const slug = (s) =>
  s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

function flatten(obj, prefix = []) {
  const out = [];
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === "object" && !("value" in v)) out.push(...flatten(v, [...prefix, k]));
    else out.push({ path: [...prefix, k], value: v.value ?? v, type: v.type });
  }
  return out;
}

function cssValue(t) {
  if (t.type === "spacing" || t.type === "dimension") return `${Number(t.value) / 16}rem`;
  if (t.type === "fontWeight") return String(t.value);
  return String(t.value);
}

const modes = tokens.$modes ?? { default: tokens };
if (flag === "--tailwind") {
  const theme = { colors: {}, spacing: {}, fontSize: {} };
  for (const t of flatten(modes.default ?? modes[Object.keys(modes)[0]])) {
    const name = slug(t.path.slice(1).join("-"));
    if (t.path[0] === "color") theme.colors[name] = `var(--color-${name})`;
    else if (t.path[0] === "spacing") theme.spacing[name] = `var(--spacing-${name})`;
    else if (t.path[0] === "font") theme.fontSize[name] = `var(--font-${name}-size)`;
  }
  console.log(`module.exports = ${JSON.stringify({ theme: { extend: theme } }, null, 2)};`);
} else {
  for (const [mode, set] of Object.entries(modes)) {
    const sel = mode === "default" || mode === "light" ? ":root" : `[data-theme="${slug(mode)}"]`;
    console.log(`${sel} {`);
    for (const t of flatten(set)) console.log(`  --${slug(t.path.join("-"))}: ${cssValue(t)};`);
    console.log("}\n");
  }
}
