import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const features = [
  "dashboard",
  "players",
  "formations",
  "rivals",
  "matches",
  "planning",
  "plans",
  "insights",
  "settings",
  "data",
  "live",
  "conflicts",
];

// Import directions of DESIGN.md, enforced here rather than by review.
const zones = [
  {
    target: "./src/domain",
    from: [
      "./src/app",
      "./src/config",
      "./src/storage",
      "./src/ai",
      "./src/state",
      "./src/ui",
      "./src/features",
    ],
    message: "domain is pure: it imports nothing of the project.",
  },
  {
    target: "./src/storage",
    from: ["./src/app", "./src/ai", "./src/state", "./src/ui", "./src/features"],
    message: "storage knows only domain and config.",
  },
  {
    target: "./src/ai",
    from: ["./src/app", "./src/storage", "./src/state", "./src/ui", "./src/features"],
    message: "ai knows only domain.",
  },
  {
    target: "./src/state",
    from: ["./src/app", "./src/ui", "./src/features"],
    message: "state never imports UI.",
  },
  {
    target: "./src/ui",
    from: ["./src/app", "./src/storage", "./src/state", "./src/ai", "./src/features"],
    message: "ui knows nothing of the domain.",
  },
  {
    // The one http(s) address check (domain/url.ts) knows nothing of football: ui may use it.
    target: "./src/ui",
    from: "./src/domain",
    except: ["./url.ts"],
    message: "ui knows nothing of the domain (only domain/url.ts, the address check, is shared).",
  },
  {
    target: "./src/features",
    from: ["./src/app", "./src/storage", "./src/ai", "./src/sync"],
    message: "features go through state.",
  },
  {
    target: "./src/sync",
    from: ["./src/app", "./src/ui", "./src/features", "./src/ai"],
    message: "sync is the replication adapter behind storage: no UI.",
  },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: "./src/features",
    except: [`./${f}`],
    message: "a feature never imports another feature.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench/results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": ["error", { zones }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
