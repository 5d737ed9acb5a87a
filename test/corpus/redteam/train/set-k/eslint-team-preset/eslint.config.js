import acme from "@acme-lint/eslint-config";
import react from "eslint-plugin-react";

export default [
  ...acme.recommended,
  { files: ["**/*.{jsx,tsx}"], plugins: { react }, rules: { "react/jsx-key": "error" } },
  { ignores: ["dist/**", "coverage/**"] },
];
