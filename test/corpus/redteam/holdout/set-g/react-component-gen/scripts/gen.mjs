#!/usr/bin/env node
import { mkdirSync, writeFileSync, cpSync, readFileSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };

if (args[0] === "--init") {
  const name = args[1];
  const dst = join(process.cwd(), name);
  if (existsSync(dst)) throw new Error(`${dst} exists`);
  cpSync(join(here, "..", "templates"), dst, { recursive: true });
  const pkg = join(dst, "package.json");
  writeFileSync(pkg, readFileSync(pkg, "utf8").replace("__PKG__", name));
  mkdirSync(join(dst, "src"), { recursive: true });
  writeFileSync(join(dst, "src", "index.ts"), "export {};\n");
  console.log(`created ${name}/`);
  process.exit(0);
}

const name = args[0];
const dir = join(opt("--dir", "src/components"), name);
const variants = opt("--variants", "primary").split(",");
mkdirSync(dir, { recursive: true });

writeFileSync(join(dir, `${name}.tsx`), `import { forwardRef, type ButtonHTMLAttributes } from "react";

export interface ${name}Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ${variants.map((v) => JSON.stringify(v)).join(" | ")};
  loading?: boolean;
}

export const ${name} = forwardRef<HTMLButtonElement, ${name}Props>(function ${name}(
  { variant = ${JSON.stringify(variants[0])}, loading = false, disabled, children, ...rest },
  ref,
) {
  return (
    <button ref={ref} data-variant={variant} aria-busy={loading || undefined} disabled={disabled || loading} {...rest}>
      {children}
    </button>
  );
});
`);

writeFileSync(join(dir, `${name}.stories.tsx`), `import type { Meta, StoryObj } from "@storybook/react";
import { ${name} } from "./${name}";

const meta: Meta<typeof ${name}> = { component: ${name}, args: { children: "${name}" } };
export default meta;
type Story = StoryObj<typeof ${name}>;
${variants.map((v) => `export const ${v[0].toUpperCase() + v.slice(1)}: Story = { args: { variant: "${v}" } };`).join("\n")}
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true } };
`);

writeFileSync(join(dir, `${name}.test.tsx`), `import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { ${name} } from "./${name}";

test("renders an accessible button", () => {
  render(<${name}>Save</${name}>);
  expect(screen.getByRole("button", { name: "Save" })).toBeDefined();
});
`);

writeFileSync(join(dir, "index.ts"), `export * from "./${name}";\n`);
console.log(`created ${dir}`);
