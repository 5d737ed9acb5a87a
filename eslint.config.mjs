import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", ".next*/", "generated/", "dist/", "test-results/", "next-env.d.ts", "cli/dist/", "server/dist/", "**/*.tmp.ts", "**/*.tmp.mts", "test/corpus/", "seed/starter/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly", crypto: "readonly", setTimeout: "readonly", clearTimeout: "readonly", setImmediate: "readonly", TextEncoder: "readonly", TextDecoder: "readonly", fetch: "readonly", AbortController: "readonly", Response: "readonly", Request: "readonly", Headers: "readonly", performance: "readonly", structuredClone: "readonly", setInterval: "readonly", clearInterval: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-control-regex": "off",
      "no-misleading-character-class": "off",
    },
  },
  {
    // The rule catalogue is regex-dense; escaping '/', '-', '{' and '[' everywhere keeps patterns readable
    // and copy-safe between regex literals and strings.
    files: ["lib/guard/**/*.ts", "bench/baseline/**/*.ts"],
    rules: { "no-useless-escape": "off", "no-regex-spaces": "off" },
  },
);
