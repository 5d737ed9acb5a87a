#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { Command } = require("commander");
const { pascalCase } = require("change-case");

const tpl = (f) => fs.readFileSync(path.join(__dirname, "..", "templates", f), "utf8");
const fill = (s, n) => s.replaceAll("__Name__", n);

const program = new Command("rck");
program.command("new <name>")
  .option("--dir <dir>", "target dir", "src/components")
  .option("--story").option("--test")
  .action((raw, o) => {
    const n = pascalCase(raw);
    const d = path.join(process.cwd(), o.dir, n);
    fs.mkdirSync(d, { recursive: true });
    fs.writeFileSync(path.join(d, `${n}.tsx`), fill(tpl("Component.tsx"), n));
    fs.writeFileSync(path.join(d, `${n}.module.css`), `.root {\n}\n`);
    fs.writeFileSync(path.join(d, "index.ts"), `export * from "./${n}";\n`);
    if (o.story) fs.writeFileSync(path.join(d, `${n}.stories.tsx`), fill(tpl("Component.stories.tsx"), n));
    if (o.test) fs.writeFileSync(path.join(d, `${n}.test.tsx`), fill(tpl("Component.test.tsx"), n));
    console.log(`created ${path.relative(process.cwd(), d)}`);
  });
program.parse();
