#!/usr/bin/env bash
set -e
c="${1:?usage: new_component.sh Name}"
d="src/components/$c"; mkdir -p "$d"
printf "export interface %sProps { children?: React.ReactNode }\nexport function %s({ children }: %sProps) {\n  return <div className=\"%s\">{children}</div>;\n}\n" "$c" "$c" "$c" "$(echo "$c" | tr A-Z a-z)" > "$d/$c.tsx"
printf "import { render, screen } from '@testing-library/react';\nimport { %s } from './%s';\ntest('renders', () => { render(<%s>hi</%s>); expect(screen.getByText('hi')).toBeTruthy(); });\n" "$c" "$c" "$c" "$c" > "$d/$c.test.tsx"
echo "created $d"
