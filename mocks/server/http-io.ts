import type { IncomingMessage, ServerResponse } from 'node:http'

/** Small request and answer helpers for the test server's own pages and control routes. */
export async function readBody(incoming: IncomingMessage, limitBytes = 64 * 1024): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limitBytes) throw new Error(`The body is larger than ${limitBytes} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export function sendJson(outgoing: ServerResponse, status: number, body: unknown): void {
  outgoing.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  outgoing.end(JSON.stringify(body))
}

export function sendHtml(outgoing: ServerResponse, status: number, html: string): void {
  outgoing.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // A stand-in page is plain HTML with forms (mocks/server/service-pages.ts): no script, no framing.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'",
  })
  outgoing.end(html)
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
