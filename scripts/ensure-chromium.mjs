// Playwright drives Debian's Chromium (scripts/chromium.mjs: the headless shell for the tests,
// the full browser with --bench); we never download a browser.
// When it is missing, install it with apt-get if we are allowed to, else say how in one line.
// When it is older than the Chromium the tests are known to pass on, stop with one line saying so.
import { existsSync } from "node:fs";
import { execFileSync, execSync } from "node:child_process";
import {
  BENCH_CHROMIUM_PACKAGE,
  BENCH_CHROMIUM_PATH,
  CHROMIUM_PACKAGE,
  CHROMIUM_PATH,
} from "./chromium.mjs";

/** The oldest Chromium major version the end-to-end tests are known to pass on. */
export const KNOWN_GOOD_CHROMIUM = 156;

const bench = process.argv.includes("--bench");
const path = bench ? BENCH_CHROMIUM_PATH : CHROMIUM_PATH;
const pkg = bench ? BENCH_CHROMIUM_PACKAGE : CHROMIUM_PACKAGE;
const variable = bench ? "BENCH_CHROMIUM_PATH" : "CHROMIUM_PATH";

/** The major version in `chromium --version` output ('Chromium 156.0.8078.79 built on ...'). */
export function chromiumMajor(versionText) {
  const match = /(?:Chromium|Chrome)\D*?(\d+)\.\d+/i.exec(versionText);
  return match ? Number(match[1]) : null;
}

function installIfMissing() {
  if (existsSync(path)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = isRoot ? "" : "sudo -n ";
  try {
    console.log(`Chromium no está en ${path}: instalándolo con apt-get...`);
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`,
      { stdio: "inherit" },
    );
  } catch {
    // fall through to the message below
  }
  return existsSync(path);
}

function checkVersion() {
  let text;
  try {
    // Debian's wrapper script prints noise on stderr; only stdout carries the version.
    text = execFileSync(path, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    text = typeof error?.stdout === "string" ? error.stdout : "";
  }
  const major = chromiumMajor(text);
  if (major === null) {
    console.error(
      `Could not read the version of ${path} ('${text.trim()}'): the end-to-end tests need Chromium ${KNOWN_GOOD_CHROMIUM} or newer (set ${variable} to another build).`,
    );
    return false;
  }
  if (major < KNOWN_GOOD_CHROMIUM) {
    console.error(
      `Chromium ${major} at ${path} is older than ${KNOWN_GOOD_CHROMIUM}, the version the end-to-end tests are known to pass on: upgrade it ('sudo apt-get update && sudo apt-get install ${pkg}') or set ${variable} to a newer build.`,
    );
    return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!installIfMissing()) {
    console.error(
      `Chromium not found at ${path}: install Debian's package with 'sudo apt-get install ${pkg}' (or set ${variable}) and run the tests again.`,
    );
    process.exit(1);
  }
  if (!checkVersion()) process.exit(1);
}
