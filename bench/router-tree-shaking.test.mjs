// React Router's production build, as the build reads it (vite.config.ts, routerTreeShaking):
// no developer-tools names, and its module-level contexts and components marked pure, so the
// ones the app does not use drop out of the bundle. Run on the installed package, so that a new
// version written differently fails here instead of quietly bringing them all back.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routerTreeShaking } from "../vite.config";

const dir = "node_modules/react-router/dist/production";
const { transform } = routerTreeShaking();
const file = readdirSync(dir).find(
  (f) => f.endsWith(".mjs") && readFileSync(`${dir}/${f}`, "utf8").includes("var Form = "),
);
const original = readFileSync(`${dir}/${file}`, "utf8");
const code = transform(original, `/app/${dir}/${file}`).code;
const impure = /^var \w+ = React\d*\.(createContext|forwardRef|memo)\(/gm;

describe("React Router's production build as the app's build reads it", () => {
  it("has no developer-tools names left, where it had some", () => {
    expect(original.match(/^\w+\.displayName = /gm)?.length).toBeGreaterThan(10);
    expect(code.match(/^\w+\.displayName = /gm)).toBeNull();
  });

  it("marks every module-level context and component pure", () => {
    expect(original.match(impure)?.length).toBeGreaterThan(10);
    expect(code.match(impure)).toBeNull();
    expect(code).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  });

  it("leaves every other module alone", () => {
    expect(transform(original, "/app/src/main.tsx")).toBeNull();
    expect(transform(original, "/app/node_modules/react-router/dist/development/x.mjs")).toBeNull();
  });
});
