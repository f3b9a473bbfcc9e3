// The registry this project installs from lacks some other platforms' optional binaries at the
// exact versions our tools pin (e.g. @rollup/rollup-darwin-arm64@4.68.7). `npm install` skips
// them silently, leaving the lock without their entries, and `npm ci` then refuses the lock.
// This adds each missing optional platform package with the os/cpu/libc its name declares, as a
// lock made against the full registry would have; npm ci skips them on other platforms.
// Run after any `npm install`: node scripts/complete-lock.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
  "aix",
  "netbsd",
];
const CPU = [
  "arm",
  "arm64",
  "x64",
  "ia32",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "mips64el",
  "wasm32",
];

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.find((t) => CPU.includes(t));
  if (!cpu) return null;
  const abi = tokens[tokens.indexOf(cpu) + 1] ?? "";
  const entry = { cpu: [cpu] };
  if (os) entry.os = [os];
  if (os === "linux" && abi.startsWith("musl")) entry.libc = ["musl"];
  else if (os === "linux" && abi.startsWith("gnu")) entry.libc = ["glibc"];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (packages[key] || packages[nested] || !/^\d+\.\d+\.\d+/.test(range)) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[key] = {
      version: range,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`complete-lock: ${added} optional platform entries added`);
