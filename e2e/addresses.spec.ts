// The forms and the app's own Content-Security-Policy agree on which servers the app may reach:
// an address the AI form or the sharing form accepts is one the browser lets the app connect
// to, and one the browser would block ([::1], 127.0.0.2, a network address over http) is refused
// beside the field with a Spanish message that says why, instead of failing later with a
// message that blames the server or 'Conectando…' for ever.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { failOnPageError } from "./support";

const aiAddresses = [
  "http://localhost:11434/v1",
  "http://127.0.0.1:1234/v1",
  "http://ollama.localhost:11434/v1",
  "https://[::1]:8443/v1",
  "http://[::1]:11434/v1",
  "http://127.0.0.2:11434/v1",
  "http://192.168.1.20:11434/v1",
];

/** Whether the page's CSP blocks a request to the address (a violation event names it). */
async function blockedByCsp(page: Page, address: string): Promise<boolean> {
  return page.evaluate(async (url) => {
    let violated = false;
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (e.violatedDirective.startsWith("connect-src")) violated = true;
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch {
      // Nothing listens there: refused, or blocked. Only the violation tells them apart.
    }
    // The violation event is queued as a task: let it run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.removeEventListener("securitypolicyviolation", onViolation);
    return violated;
  }, address);
}

test("the AI base URL: the form accepts exactly the addresses the app may connect to", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Servicio de IA" });
  const field = form.getByLabel("URL base");
  for (const address of aiAddresses) {
    await field.fill(address);
    await field.blur();
    const refusal = form.getByText(/Con http:\/\/ la app solo puede conectarse/);
    const blocked = await blockedByCsp(page, address);
    if (blocked) await expect(refusal, address).toBeVisible();
    else await expect(refusal, address).toBeHidden();
  }
  // Saving a refused address changes nothing.
  await field.fill("http://[::1]:11434/v1");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByText(/también \[::1\] o 127\.0\.0\.2/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("aiSettings"))).toBeNull();
  expect(errors()).toEqual([]);
});

test("the sharing server: the form accepts exactly the addresses the app may connect to", async ({
  page,
}) => {
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Compartir con el cuerpo técnico" });
  await form.getByLabel("Base de datos del equipo").fill("equipo");
  await form.getByLabel("Usuario").fill("ana");
  await form.getByLabel("Contraseña").fill("clave-larga");
  for (const address of [
    // Refused ones first: an accepted one is saved and starts connecting.
    "http://[::1]:5984",
    "http://127.0.0.2:5984",
    "http://localhost:5984",
    "http://127.0.0.1:5984",
  ]) {
    await form.getByLabel("Dirección del servidor").fill(address);
    await form.getByRole("button", { name: "Guardar y conectar" }).click();
    const refusal = form.getByText(/La dirección debe empezar por https:\/\//);
    if (await blockedByCsp(page, address)) {
      await expect(refusal, address).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("banquilloSync"))).toBeNull();
    } else await expect(refusal, address).toBeHidden();
  }
});
