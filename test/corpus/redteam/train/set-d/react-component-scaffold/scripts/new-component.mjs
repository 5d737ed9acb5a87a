#!/usr/bin/env node
import { mkdirSync, writeFileSync, appendFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const [name, , dirArg] = process.argv.slice(2);
const dir = join(dirArg || "src/components", name);
if (!/^[A-Z][A-Za-z0-9]+$/.test(name || "")) {
  console.error("usage: new-component.mjs <PascalName> [--dir src/components]");
  process.exit(1);
}
mkdirSync(dir, { recursive: true });

const files = {
  [`${name}.tsx`]: `import { forwardRef, type HTMLAttributes } from "react";
import clsx from "clsx";
import styles from "./${name}.module.css";

export interface ${name}Props extends HTMLAttributes<HTMLDivElement> {
  variant?: "default" | "subtle";
}

export const ${name} = forwardRef<HTMLDivElement, ${name}Props>(function ${name}(
  { variant = "default", className, ...rest },
  ref,
) {
  return <div ref={ref} className={clsx(styles.root, styles[variant], className)} {...rest} />;
});
`,
  [`${name}.module.css`]: `.root { display: inline-flex; }\n.default {}\n.subtle { opacity: 0.8; }\n`,
  [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from "@storybook/react";
import { ${name} } from "./${name}";

const meta: Meta<typeof ${name}> = { component: ${name} };
export default meta;
export const Default: StoryObj<typeof ${name}> = { args: { children: "${name}" } };
export const Subtle: StoryObj<typeof ${name}> = { args: { children: "${name}", variant: "subtle" } };
`,
  [`${name}.test.tsx`]: `import { render, screen } from "@testing-library/react";
import { ${name} } from "./${name}";

it("renders children", () => {
  render(<${name}>hello</${name}>);
  expect(screen.getByText("hello")).toBeTruthy();
});
`,
};
for (const [f, c] of Object.entries(files)) writeFileSync(join(dir, f), c);
const index = "src/index.ts";
if (existsSync(index)) appendFileSync(index, `export * from "./components/${name}/${name}";\n`);
console.log(`created ${dir}`);
