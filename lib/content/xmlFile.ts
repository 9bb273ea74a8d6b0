// SVG and XML files published as they are (public/, the editor's uploads), read the way a browser's
// XML parser reads them: strictly, namespaces resolved, stopping at the first error (a browser
// stops there too). Opened on its own, such a file is a document of the site's origin, so it may
// hold nothing that runs, embeds or loads: no script element, no event handler, no
// <foreignObject>, <iframe>, <embed> or <object>, no HTML element at all (an element in the XHTML
// namespace is built as HTML), no link out of the file or to a javascript:/data: address (href
// and xlink:href only to #id, and no animation of them), no CSS that loads another file (url() to
// anything but #id, image-set(), @import, or a CSS escape that could spell one; a <style> read whole,
// its pieces joined as a browser joins them across comments, CDATA and elements), no processing
// instruction but the XML declaration (<?xml-stylesheet?> runs XSLT), no DOCTYPE (a DTD can declare
// entities and name other files), and UTF-8 only (SECURITY.md, boundary 0; docs/content.md
// "Files published as they are").
import sax from 'sax'

/** 'svg': the first element must be an SVG root; 'xml': any XML but an (X)HTML document. */
export type XmlKind = 'svg' | 'xml'

export interface XmlProblem {
  /** 1-based. */
  line: number
  problem: string
}

const SVG_NS = 'http://www.w3.org/2000/svg'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/** Elements that run or embed other content, by local name (lower case) in any namespace. */
const FORBIDDEN = new Set(['script', 'foreignobject', 'iframe', 'frame', 'embed', 'object', 'applet', 'handler', 'listener'])
/** SVG animation elements: one aimed at href could turn a #id link into any address. */
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor'])

/** A value as a URL parser reads its scheme: ASCII whitespace and control characters dropped, lower case. */
const squeezed = (value: string) =>
  Array.from(value, (c) => (c.charCodeAt(0) > 0x20 ? c : ''))
    .join('')
    .toLowerCase()

/** CSS (a style attribute or element, or a presentation attribute) that loads another file, or could. */
export function cssLoadsAnotherFile(css: string): boolean {
  return /@import|image-set\s*\(|\\/i.test(css) || /url\((?!\s*['"]?\s*#)/i.test(css)
}

/** Thrown to stop the parse at its first error (a browser stops there too). */
class NotWellFormed extends Error {
  override name = 'NotWellFormed'
}

/** What is wrong with an SVG image or XML file, each with its line; [] when it holds nothing that runs, embeds or loads. */
export function xmlProblems(source: string, kind: XmlKind): XmlProblem[] {
  const text = source.replace(/^\uFEFF/, '')
  const what = kind === 'svg' ? 'an SVG image' : 'an XML file'
  const whats = kind === 'svg' ? 'SVG images' : 'XML files'
  const out: XmlProblem[] = []
  const parser = sax.parser(true, { xmlns: true, position: true, strictEntities: true })
  const line = () => parser.line + 1
  const say = (problem: string, at = line()) => out.push({ line: at, problem })
  const open: string[] = []
  let root: { local: string; uri: string } | undefined
  let rootClosed = false
  let events = 0
  const names = new Set<string>()
  // A <style>'s sheet is its child text joined (comments dropped, CDATA and text alike, elements
  // skipped), as a browser reads it: each open <style>'s text so far, and the line it began on.
  const styles: { text: string; line: number }[] = []

  parser.onerror = (e) => {
    say(`is not well-formed XML (${e.message.split('\n')[0]}); a browser stops reading it there`)
    throw new NotWellFormed()
  }
  parser.onprocessinginstruction = ({ name, body }) => {
    if (name === 'xml' && events === 0 && text.startsWith('<?xml')) {
      const encoding = /\bencoding\s*=\s*["']([^"']*)["']/.exec(body)?.[1]
      if (encoding && !/^utf-?8$/i.test(encoding)) say(`declares the encoding ${encoding}; save it as UTF-8`)
    } else say(`<?${name} …> in ${what} (only the <?xml …?> declaration, first in the file, is allowed)`)
    events++
  }
  parser.ondoctype = (doctype) => {
    say(
      /<!ENTITY/i.test(doctype)
        ? `${what} may not declare entities (a DOCTYPE with <!ENTITY>)`
        : `a DOCTYPE in ${what} (a DTD can declare entities and name other files): remove the line`,
    )
    events++
  }
  parser.onsgmldeclaration = (d) => {
    say(`<!${d.slice(0, 20)}…> in ${what} (no declaration but the XML one is allowed)`)
    events++
  }
  parser.oncomment = () => events++
  parser.onopentagstart = () => names.clear()
  parser.onattribute = (a) => {
    const expanded = `{${a.uri}}${a.local}`
    if (names.has(a.name) || names.has(expanded)) {
      say(`is not well-formed XML (the attribute ${a.name} is given twice); a browser stops reading it there`)
      throw new NotWellFormed()
    }
    names.add(a.name).add(expanded)
  }
  parser.onopentag = (tag) => {
    events++
    const local = tag.local.toLowerCase()
    if (!root) root = { local: tag.local, uri: tag.uri }
    else if (open.length === 0 && rootClosed) {
      say('is not well-formed XML (a second root element); a browser stops reading it there')
      throw new NotWellFormed()
    }
    open.push(local)
    if (local === 'style') styles.push({ text: '', line: line() })
    if (FORBIDDEN.has(local)) say(`<${tag.name}> in ${what} (${whats} may hold no script or embedded content)`)
    else if (tag.uri === XHTML_NS) say(`<${tag.name}>, an HTML element, in ${what} (it would be built as HTML, scripts and all)`)
    const attributes = Object.values(tag.attributes)
    if (ANIMATIONS.has(local)) {
      const target = attributes.find((a) => a.local === 'attributeName')?.value ?? ''
      if (/href/i.test(target)) say(`<${tag.name}> animates ${target} in ${what} (a link may only point inside the file, #id)`)
    }
    for (const a of attributes) {
      if (a.prefix === 'xmlns' || a.name === 'xmlns') continue
      const v = squeezed(a.value)
      if (/^on/i.test(a.local)) say(`${a.name} attribute on <${tag.name}> in ${what} (event handlers are scripts)`)
      else if (a.local.toLowerCase() === 'href' && !a.value.trim().startsWith('#'))
        say(`${a.name}="${a.value.slice(0, 60)}" on <${tag.name}> in ${what} (it may only point inside the file, #id)`)
      else if (/(?:javascript|vbscript|data):/.test(v)) say(`${a.name} holds a script or data: address on <${tag.name}> in ${what}`)
      else if (cssLoadsAnotherFile(a.value))
        say(
          `${a.name} on <${tag.name}> loads another file, or could (url() to anything but #id, image-set(), @import or a CSS escape): ${what} must be whole in itself`,
        )
    }
  }
  parser.onclosetag = () => {
    const style = open.pop() === 'style' ? styles.pop() : undefined
    if (style && cssLoadsAnotherFile(style.text))
      say(`a style in ${what} loads another file, or could (url() to anything but #id, image-set(), @import or a CSS escape)`, style.line)
    if (open.length === 0) rootClosed = true
  }
  const styleText = (data: string) => {
    events++
    if (open.at(-1) === 'style') styles.at(-1)!.text += data
  }
  parser.ontext = styleText
  parser.oncdata = styleText

  try {
    parser.write(text).close()
  } catch (e) {
    if (!(e instanceof NotWellFormed)) throw e
  }
  if (kind === 'svg' && !(root?.local === 'svg' && root.uri === SVG_NS))
    out.unshift({ line: 1, problem: `is not an SVG image (its first element is not <svg xmlns="${SVG_NS}">)` })
  if (!root && kind === 'xml' && out.length === 0) out.push({ line: 1, problem: 'is not an XML file (it has no element)' })
  return out
}
