import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", ".tmp/", "public/", "media/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Menus delegate Escape and arrow keys from their container to the links and buttons inside; the
      // container itself is never a control, so these two rules misread the pattern.
      "jsx-a11y/no-noninteractive-element-interactions": "off",
      "jsx-a11y/no-static-element-interactions": "off",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Primitives spread their children and accessible names in through props.
    files: ["app/components/ui/**/*.tsx"],
    rules: { "jsx-a11y/anchor-has-content": "off", "jsx-a11y/heading-has-content": "off" },
  },
  {
    // Tests, tooling and the server index arrays they built themselves; app code keeps the rule.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "scripts/**/*.ts", "server/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
