module.exports = {
  extends: ["eslint:recommended"],
  rules: { "no-unused-vars": "warn", eqeqeq: "error", "prefer-const": "error" },
};
