#!/usr/bin/env node
const fs = require('fs'), path = require('path');
const [name, ...rest] = process.argv.slice(2);
if (!name) { console.error('usage: gen.js Name --dir src/components [--story] [--test]'); process.exit(1); }
const dir = path.join(rest.includes('--dir') ? rest[rest.indexOf('--dir') + 1] : 'src/components', name);
fs.mkdirSync(dir, { recursive: true });
const w = (f, s) => fs.writeFileSync(path.join(dir, f), s);
w(`${name}.tsx`, `import styles from './${name}.module.css';\n\nexport interface ${name}Props { children?: React.ReactNode }\n\nexport function ${name}({ children }: ${name}Props) {\n  return <div className={styles.root}>{children}</div>;\n}\n`);
w(`${name}.module.css`, `.root {}\n`);
w('index.ts', `export * from './${name}';\n`);
if (rest.includes('--story')) w(`${name}.stories.tsx`, `import { ${name} } from './${name}';\nexport default { component: ${name} };\nexport const Default = {};\n`);
if (rest.includes('--test')) w(`${name}.test.tsx`, `import { render } from '@testing-library/react';\nimport { ${name} } from './${name}';\nit('renders', () => { render(<${name} />); });\n`);
console.log('created', dir);
