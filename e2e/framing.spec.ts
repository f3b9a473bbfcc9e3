// Clickjacking: another site must not be able to show the app in a frame and lead the coach to
// click 'Datos' → import or delete. Only response headers can refuse framing (a meta CSP ignores
// frame-ancestors); `npm start` (vite preview, the server these tests use) sends them.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

test("every response of the app refuses to be framed", async ({ request }) => {
  for (const path of ["/", "/data", "/index.html"]) {
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
  }
});

test("a page of another site that frames the app gets a blocked frame", async ({
  page,
  baseURL,
}) => {
  // The other site: a real server of its own on this machine (another origin; a page faked with
  // page.route would count as public, and Chromium blocks public pages framing local addresses
  // whatever the app says, which would prove nothing).
  const other = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><title>Otro sitio</title><h1>Gana un balón</h1>
      <iframe id="app" src="${baseURL}/data" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = other.address() as AddressInfo;
    await page.goto(`http://localhost:${port}/`);
    await expect(page.getByRole("heading", { name: "Gana un balón" })).toBeVisible();
    // Chromium refuses the app's page and shows its own error page in the frame instead.
    const frame = () => page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame()?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator("#app").getByRole("heading", { name: "Datos" })).toHaveCount(0);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});
