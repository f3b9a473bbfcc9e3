// Playwright drives Debian's Chromium; we never download a browser.
// When it is missing, install it with apt-get if we are allowed to, else say how in one line.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = isRoot ? "" : "sudo -n ";
try {
  console.log(`Chromium no está en ${path}: instalándolo con apt-get...`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: "inherit",
    },
  );
} catch {
  // fall through to the message below
}
if (!existsSync(path)) {
  console.error(
    `Chromium not found at ${path}: install Debian's package with 'sudo apt-get install chromium' (or set CHROMIUM_PATH) and run the tests again.`,
  );
  process.exit(1);
}
