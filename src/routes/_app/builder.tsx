import { createFileRoute } from '@tanstack/react-router'

import { LayoutBuilderPage } from '@/features/layout-builder/layout-builder-page'

/** Layout Builder (spec part 2 section 2: a signed-in route open to both roles). */
export const Route = createFileRoute('/_app/builder')({
  staticData: { title: 'Layout Builder' },
  component: LayoutBuilderPage,
})
