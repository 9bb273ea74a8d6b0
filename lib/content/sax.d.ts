// The part of sax (https://github.com/isaacs/sax-js, no types of its own) that lib/content/xmlFile.ts
// uses: a strict, namespace-aware parser.
declare module 'sax' {
  interface QualifiedName {
    name: string
    prefix: string
    local: string
    uri: string
  }
  interface QualifiedAttribute extends QualifiedName {
    value: string
  }
  interface QualifiedTag extends QualifiedName {
    attributes: Record<string, QualifiedAttribute>
    isSelfClosing: boolean
  }
  interface SAXOptions {
    xmlns?: boolean
    position?: boolean
    /** Only XML's five named entities (else sax also takes HTML's, which XML does not). */
    strictEntities?: boolean
  }
  interface SAXParser {
    /** 0-based. */
    line: number
    onerror: (e: Error) => void
    onopentagstart: (tag: { name: string }) => void
    onattribute: (attr: QualifiedAttribute) => void
    onopentag: (tag: QualifiedTag) => void
    onclosetag: (name: string) => void
    ontext: (text: string) => void
    oncdata: (text: string) => void
    oncomment: (text: string) => void
    ondoctype: (doctype: string) => void
    onsgmldeclaration: (declaration: string) => void
    onprocessinginstruction: (pi: { name: string; body: string }) => void
    write(chunk: string): SAXParser
    close(): SAXParser
  }
  const sax: { parser(strict: boolean, options?: SAXOptions): SAXParser }
  export default sax
}
