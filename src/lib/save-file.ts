/**
 * Saves bytes as a file the browser downloads (a temporary blob link, clicked, then released).
 */
export function saveFile(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the blob to the download; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
