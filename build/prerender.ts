// Prerendered public pages (docs/real-backend.md, "Serving the prerendered pages"). After the browser build, this builds the app's
// server renderer (src/app/prerender.tsx), renders the public pages with the real route tree on a
// memory history, and writes each one beside index.html with the same hashed assets:
//
//   /auth/login -> dist/auth/login.html  (what `vite preview` and most hosts serve for the path)
//
// The markup goes inside #root with markers the browser reads (src/app/prerendered-page.ts), the
// title is the page's own, and the chunks the page loads are announced with modulepreload, so the
// browser fetches them at once instead of one after another. Pages whose path has parameters get
// a shell (frame and skeleton) served for every path of their pattern.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { build as viteBuild, type Plugin, type ResolvedConfig } from 'vite'

import { metaDirOf, manifestPathOf } from './build-meta.ts'
import { readRouteFiles, routeChunkFiles, type Manifest } from './route-chunks.ts'

export interface PrerenderPage {
  /** The path rendered. */
  path: string
  /** Where the HTML goes, relative to outDir. */
  file: string
  kind: 'hydrate' | 'shell'
  /** Shells: the paths they are served for. */
  pattern?: RegExp
  /**
   * Modules (manifest keys) the page loads at once besides its route's chunks, announced too:
   * a page that reads the API needs the HTTP stack before its first call.
   */
  preload?: readonly string[]
}

/** The HTTP stack (ky and the generated client), which the app otherwise loads on demand. */
const HTTP_STACK = ['src/api/sdk.ts']

/** The public pages (spec part 2 section 2) that a visitor may open first. */
export const PRERENDERED_PAGES: readonly PrerenderPage[] = [
  { path: '/auth/login', file: 'auth/login.html', kind: 'hydrate' },
  { path: '/auth/registration', file: 'auth/registration.html', kind: 'hydrate' },
  { path: '/auth/forgot-password', file: 'auth/forgot-password.html', kind: 'hydrate' },
  { path: '/auth/verify-otp', file: 'auth/verify-otp.html', kind: 'hydrate' },
  { path: '/error/404', file: 'error/404.html', kind: 'hydrate' },
  { path: '/error/500', file: 'error/500.html', kind: 'hydrate' },
  // Its questions load after the page shows, as they do when the page is rendered in the browser.
  { path: '/faq', file: 'faq.html', kind: 'hydrate', preload: HTTP_STACK },
  {
    path: '/learning-hub/hub/hub',
    file: 'shells/learning-hub.html',
    kind: 'shell',
    pattern: /^\/learning-hub\/[^/]+\/[^/]+\/?$/,
    preload: HTTP_STACK,
  },
  {
    path: '/verification/certificate/badge/user/name',
    file: 'shells/certificate.html',
    kind: 'shell',
    pattern: /^\/verification\/certificate\/[^/]+\/[^/]+\/[^/]+\/?$/,
    preload: HTTP_STACK,
  },
]

interface Rendered {
  html: string
  title: string
  pathname: string
  settled: boolean
  routeIds: string[]
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page's HTML: the built index.html with the markup, markers, title and preloads. */
export function pageHtml(
  template: string,
  page: PrerenderPage,
  rendered: Pick<Rendered, 'html' | 'title'>,
  chunks: { js: string[]; css: string[] },
  readAsset: (href: string) => string | undefined,
  base = '/',
): string {
  const root = '<div id="root"></div>'
  if (!template.includes(root)) throw new Error(`index.html has no empty ${root}`)
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no <title>')
  const links = [
    ...chunks.css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...chunks.js.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].filter((link) => !template.includes(link.replace(/^.*href="([^"]+)".*$/, '$1')))
  return inlineStylesheets(template, readAsset)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(
      /\n?(\s*)<\/head>/,
      (_all, indent: string) =>
        `${links.map((link) => `\n    ${link}`).join('')}\n${indent.replace(/^\n/, '')}</head>`,
    )
    .replace(
      root,
      `<div id="root" data-prerendered="${page.kind}" data-prerendered-path="${escapeHtml(page.path)}">${rendered.html}</div>`,
    )
}

/**
 * The stylesheets index.html links, inlined: the page paints with the HTML alone, one round trip
 * sooner on a slow phone network (the policy allows inline styles, not scripts). The app's one
 * stylesheet is the entry's, so nothing loaded later asks for the file again.
 */
function inlineStylesheets(html: string, readAsset: (href: string) => string | undefined) {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = readAsset(href)
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
  })
}

/** The prerendered file to serve for a path, if any (`vite preview`; docs/real-backend.md for other hosts). */
export function prerenderedFileFor(pathname: string): string | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/'
  return PRERENDERED_PAGES.find((page) =>
    page.pattern ? page.pattern.test(clean) : page.path === clean,
  )?.file
}

async function prerenderInto(config: ResolvedConfig): Promise<number> {
  const { root, mode, configFile, base } = config
  const outDir = resolve(root, config.build.outDir)
  const serverDir = join(metaDirOf(outDir), 'prerender')
  await viteBuild({
    configFile: configFile ?? false,
    root,
    mode,
    logLevel: 'warn',
    // Self-contained, so it runs wherever outDir is (node_modules may not be above it).
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  })
  const renderer = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as {
    prerender: (path: string) => Promise<Rendered>
  }
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const manifest = JSON.parse(readFileSync(manifestPathOf(outDir), 'utf8')) as Manifest
  const routeFiles = readRouteFiles(readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8'))
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderer.prerender(page.path)
    if (rendered.pathname !== page.path || !rendered.settled)
      throw new Error(
        `Prerendering ${page.path} ended at ${rendered.pathname}${rendered.settled ? '' : ' with an error'}: only pages a visitor can open without data are prerendered`,
      )
    // A boundary left suspended would make the browser render that part afresh, or need a script.
    if (/<!--\$[!?]-->|<script/.test(rendered.html))
      throw new Error(`Prerendering ${page.path} left a part of the page suspended`)
    const files = rendered.routeIds.flatMap((id) => routeFiles.get(id) ?? [])
    const readAsset = (href: string) => {
      const file = join(outDir, href.slice(base.length))
      return href.startsWith(base) && existsSync(file) ? readFileSync(file, 'utf8') : undefined
    }
    const chunks = routeChunkFiles(manifest, files, page.preload)
    const html = pageHtml(template, page, rendered, chunks, readAsset, base)
    const target = join(outDir, page.file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, html)
  }
  rmSync(serverDir, { recursive: true, force: true })
  return PRERENDERED_PAGES.length
}

/**
 * Prerenders the public pages after the browser build (not in the server build it starts, nor in
 * Storybook's). `vite preview` serves the shells for their patterns; the exact pages it finds by
 * itself (`/auth/login` -> `auth/login.html`).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'catalyst-prerender',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr) return
        const started = performance.now()
        const count = await prerenderInto(config)
        config.logger.info(
          `${count} public pages prerendered in ${Math.round(performance.now() - started)} ms`,
        )
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? ''
        if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html')) {
          const pathname = decodeURIComponentSafe((req.url ?? '/').split(/[?#]/)[0])
          const file = pathname && prerenderedFileFor(pathname)
          if (file && existsSync(join(outDir, file))) {
            const query = (req.url ?? '').slice((req.url ?? '').split(/[?#]/)[0].length)
            req.url = `/${file}${query}`
          }
        }
        next()
      })
    },
  }
}

function decodeURIComponentSafe(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
