// An XML file read as a strict XML parser reads it (sax in strict mode, namespaces resolved, the
// parser lib/content/xmlFile.ts uses): its element tree, or the first well-formedness error.
import sax from 'sax'

export interface XmlElement {
  local: string
  uri: string
  attributes: Record<string, string>
  children: XmlElement[]
}

export function parseXmlTree(source: string): { error: string | null; root: XmlElement | null } {
  const parser = sax.parser(true, { xmlns: true, strictEntities: true })
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  let error: string | null = null
  parser.onerror = (e) => {
    error ??= e.message
    throw e
  }
  parser.onopentag = (t) => {
    const el: XmlElement = {
      local: t.local,
      uri: t.uri,
      attributes: Object.fromEntries(Object.values(t.attributes).map((a) => [a.name, a.value])),
      children: [],
    }
    if (stack.length) stack[stack.length - 1]!.children.push(el)
    else root = el
    stack.push(el)
  }
  parser.onclosetag = () => void stack.pop()
  try {
    parser.write(source).close()
  } catch {
    // error holds the first one.
  }
  return { error, root }
}
