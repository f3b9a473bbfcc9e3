import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import type { Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { localHttpSources } from "./src/domain/data/connect-address";

// Content-Security-Policy of the built app (a meta tag; the dev server's inline preamble needs
// none). Scripts only from the app itself, never inline; no plugins; images from the app, https
// and data: (an uploaded crest); the AI service over https or on this machine (Ollama, LM
// Studio). Styles allow inline because the dialogs' scroll lock and the toasts insert <style>
// elements at run time; no HTML from users or the AI is ever rendered, so no style can be injected.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "font-src 'self'",
  // The forms accept exactly these (src/domain/data/connect-address.ts): a CSP cannot list [::1] or
  // all of 127.0.0.0/8, so an address outside them is refused beside its field.
  `connect-src 'self' https: ${localHttpSources.join(" ")}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-src 'none'",
].join("; ");

// Framing can only be refused by response headers (a meta CSP ignores frame-ancestors), so the
// servers that serve the app send these: `npm start` (vite preview), the dev server, and static
// hosts that read public/_headers (the README names the lines for nginx and Caddy).
// Another site must not show the app in a frame and trick the coach into clicking 'Datos' →
// import or delete.
export const frameHeaders = {
  "Content-Security-Policy": "frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
};

function cspMetaTag(): Plugin {
  return {
    name: "banquillo-csp",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: () => [
        {
          tag: "meta",
          attrs: { "http-equiv": "Content-Security-Policy", content: contentSecurityPolicy },
          injectTo: "head-prepend",
        },
      ],
    },
  };
}

// The chunks the entry script imports (Rolldown's runtime helpers), requested by the page itself
// beside the entry script rather than one step after it. Links in the HTML cost the first page
// no JavaScript, unlike Vite's module preloading (off below).
export function preloadFirstChunks(): Plugin {
  return {
    name: "banquillo-preload-first-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, ctx) => {
        const entry = Object.values(ctx.bundle ?? {}).find((c) => c.type === "chunk" && c.isEntry);
        const files = entry?.type === "chunk" ? entry.imports : [];
        return files.map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

// A lazy screen's chunk names every chunk it needs, however deep, as an empty import of its own
// (what Rollup's hoistTransitiveImports does, not yet in Rolldown): the browser then requests
// them all as soon as it reads the screen's chunk, one step in all, instead of one step per level
// of imports (screen → form → form kit → schemas). The first page carries none of it.
export function hoistTransitiveImports(): Plugin {
  return {
    name: "banquillo-hoist-transitive-imports",
    apply: "build",
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isDynamicEntry) return null;
      const direct = new Set(chunk.imports);
      const seen = new Set<string>();
      const visit = (file: string) => {
        for (const dep of meta.chunks[file]?.imports ?? []) {
          if (seen.has(dep) || dep === chunk.fileName) continue;
          seen.add(dep);
          visit(dep);
        }
      };
      visit(chunk.fileName);
      const deeper = [...seen].filter((f) => !direct.has(f));
      if (deeper.length === 0) return null;
      const from = chunk.fileName.split("/").slice(0, -1).join("/");
      const rel = (f: string) => {
        const dir = f.split("/").slice(0, -1).join("/");
        if (dir !== from)
          throw new Error(`hoistTransitiveImports: ${f} is not beside ${chunk.fileName}`);
        return `./${f.split("/").pop()}`;
      };
      return deeper.map((f) => `import"${rel(f)}";`).join("") + code;
    },
  };
}

// React Router publishes its development build under the package's plain entry (dev warnings
// on); the production build sits beside it. Builds use that one: same API, no dev-only code.
const reactRouterProduction = fileURLToPath(
  new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

/**
 * The small modules many screens (but not the first page) share, as one chunk, as paths under
 * src/ without their extension: apart, each was a chunk of its own a few hundred bytes long, and
 * a screen waited for them one level of imports after another (a form: its screen, the form, the
 * form kit, then the leave guard). A list, so that a module that moves or is renamed fails a
 * test (bench/chunk-groups.test.mjs) instead of quietly leaving the group.
 */
export const sharedModules = [
  "ui/Alert",
  "ui/FormPageHeader",
  "ui/Table",
  "ui/leave-guard",
  "ui/short-name",
  "state/only-changed",
  "state/result",
  "state/selectors",
  "config/deployment",
  "domain/base/hex-color",
  "domain/base/one-line",
  "domain/base/text",
  "domain/base/text-limits",
  "domain/records/identity",
  "domain/squad/formation-roles",
  "domain/rivals/rival-records",
  "domain/figures/accumulators",
  "domain/figures/counters",
  "domain/figures/figures",
];

/** A test of a module's id: one of the given modules of src/. */
const srcModules = (modules: readonly string[]) =>
  new RegExp(
    `[\\\\/]src[\\\\/](${modules.map((m) => m.replaceAll("/", "[\\\\/]")).join("|")})\\.tsx?$`,
  );

// React Router's production build names its contexts and components for React's developer
// tools (`Form.displayName = "Form";`) and makes them at the top of its module without a pure
// mark (`var Form = React10.forwardRef(…)`): both count as side effects, so every component it
// exports stayed in the bundle whether the app used it or not (its <Form>, <ScrollRestoration>,
// <HistoryRouter>, <Await>…). Without the names and with the marks, the unused ones drop out
// (≈ 1.2 KB gzip of the first page); a name only shows in the developer tools.
export function routerTreeShaking(): Plugin {
  return {
    name: "banquillo-router-tree-shaking",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, "")
          .replace(
            /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
            "$1/* @__PURE__ */ $2",
          ),
        map: null,
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    cspMetaTag(),
    routerTreeShaking(),
    preloadFirstChunks(),
    hoistTransitiveImports(),
    tailwindcss(),
    // Installable and usable offline: the service worker precaches the whole build (every route's
    // chunk), and any navigation falls back to index.html so deep links open with no network.
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: {
        name: "Banquillo",
        short_name: "Banquillo",
        description:
          "La libreta del cuerpo técnico: plantilla, formaciones, rivales, partidos, planificación e insights.",
        lang: "es",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f8fafc",
        theme_color: "#059669",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icons/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
          { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
        navigateFallback: "/index.html",
        cleanupOutdatedCaches: true,
        // The first visit is controlled at once, so it already works offline without a reload.
        clientsClaim: true,
        skipWaiting: true,
        // A page that loaded during the activation asks to be claimed (public/sw-claim.js).
        importScripts: ["sw-claim.js"],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: process.env.E2E_DIST ?? "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // No dependency preloading for lazy chunks: the route table's lists of every route's files
    // cost 2 KB of the first page, while a lazy route's own imports then load one step later,
    // which the service worker's cache makes a matter of milliseconds after the first visit.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // Everything the first page runs travels in the entry's own chunk: React, React DOM,
            // the router, the storage layer, the app's frame and the dashboard. Apart, each piece
            // paid its own compression and import/export glue (eight chunks of the first page's
            // cost 1.3 KB gzip more than one when the domain's move left them out of their
            // groups; core and dashboard as chunks of their own, 1.6 KB more than in the entry).
            // Every lazy screen imports what it shares with the first page from it.
            { name: "index", tags: ["$initial"] },
            { name: "shared", test: srcModules(sharedModules) },
          ],
        },
      },
    },
  },
  preview: { host: "127.0.0.1", headers: frameHeaders },
  server: { host: "127.0.0.1", headers: frameHeaders },
}));
