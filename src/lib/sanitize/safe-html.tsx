import { useMemo } from 'react'

import { sanitizeHtml } from './sanitize-html'

type SafeHtmlTag = 'div' | 'span' | 'section' | 'article'

/**
 * Renders rich text from users or the server after sanitizeHtml. The only component allowed to
 * use dangerouslySetInnerHTML (eslint.config.js forbids it everywhere else).
 */
export function SafeHtml({
  html,
  as: Tag = 'div',
  className,
}: {
  html: string | null | undefined
  as?: SafeHtmlTag
  className?: string
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
