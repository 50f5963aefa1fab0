import { createRouter, type RouterHistory } from '@tanstack/react-router'

import { routeTree } from '@/routeTree.gen'

import { RouteErrorPage } from './route-error-page'
import type { RouterContext } from './router-context'

/** The one router factory: the app, the integration tests and the stories all build it here. */
export function createAppRouter(context: RouterContext, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteErrorPage,
    // In the browser only: rendered on the server (build/prerender.ts), the router would write
    // its restoring script inline into the page, which the CSP forbids.
    scrollRestoration: typeof document !== 'undefined',
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The page title shown in the header and the document title (spec part 1 section 2). */
    title?: string
    /** Breadcrumb trail shown above the title. */
    breadcrumbs?: readonly string[]
  }
}
