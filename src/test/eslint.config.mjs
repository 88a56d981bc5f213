// ESLint, which ./test runs from the top of the checkout on the page's scripts (the joined ones: src/main/js's modules
// put together by mvn in target/classes, as the pages load them; a module alone is no whole script), the preview's,
// the scripts' tests and the benchmarks: the recommended rules. The page's scripts are written for every browser a
// reader may have: a caught error is named even when unused (a catch without a name is newer JavaScript), and KaTeX is
// a global of its own script.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["src/main/js/**"] },
  js.configs.recommended,
  {
    files: ["templates/assets/**/*.js", "target/classes/nimbook/templates/assets/{nimbook,search}.js",
      "src/main/resources/nimbook/preview/*.js"],
    languageOptions: {
      ecmaVersion: 2020,
      sourceType: "script",
      globals: { ...globals.browser, katex: "readonly", module: "readonly" },
    },
    rules: { "no-unused-vars": ["error", { caughtErrors: "none" }] },
  },
  {
    files: ["src/test/js/**/*.mjs", "bench/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
  },
];
