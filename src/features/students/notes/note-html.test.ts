// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { editorToNoteHtml, noteIsBlank } from './note-html'

function editor(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('the note editor output', () => {
  it('makes paragraphs of lines, keeping bold and italic only', () => {
    expect(editorToNoteHtml(editor('Hello <b>bold</b><div><i>second</i> line</div>'))).toBe(
      '<p>Hello <b>bold</b></p><p><i>second</i> line</p>',
    )
    expect(
      editorToNoteHtml(
        editor('<p><span style="color:red">x</span><u>y</u><a href="https://a.b">z</a></p>'),
      ),
    ).toBe('<p>xyz</p>')
  })

  it('drops scripts and handlers, and empty paragraphs', () => {
    expect(
      editorToNoteHtml(editor('<p><img src=x onerror="alert(1)">ok</p><div><br></div><p> </p>')),
    ).toBe('<p>ok</p>')
    expect(editorToNoteHtml(editor('a &lt;script&gt;'))).toBe('<p>a &lt;script&gt;</p>')
  })

  it('finds blank notes: nothing, spaces, non-breaking spaces, empty tags', () => {
    expect(['', '<p> </p>', '<p>&nbsp;</p>', '<p><b></b></p>'].map(noteIsBlank)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(noteIsBlank('<p>x</p>')).toBe(false)
  })
})
