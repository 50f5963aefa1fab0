/**
 * Lists what should never be in sanitised markup once a browser has parsed it: an element or
 * attribute outside the allow-list, an event handler, or a URL with a scheme other than http(s),
 * mailto and tel (raster data: images excepted). Self-contained (no imports, no closures) so
 * Playwright can run it inside the page: `page.evaluate(findDangers, args)`.
 */
export function findDangers(args: {
  html: string
  allowedTags: readonly string[]
  allowedAttributes: readonly string[]
}): string[] {
  const template = document.createElement('template')
  template.innerHTML = args.html
  const problems: string[] = []
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName
    if (!args.allowedTags.includes(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      problems.push(`element <${tag}>`)
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase()
      if (!args.allowedAttributes.includes(name) || name.startsWith('on'))
        problems.push(`attribute ${name} on <${tag}>`)
      if (name === 'href' || name === 'src') {
        // eslint-disable-next-line no-control-regex
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1]
        const rasterImage = tag === 'img' && /^data:image\/(png|jpe?g|gif|webp|avif);/.test(value)
        if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme) && !rasterImage)
          problems.push(`${name}="${attribute.value}" on <${tag}>`)
      }
    }
  }
  return problems
}
