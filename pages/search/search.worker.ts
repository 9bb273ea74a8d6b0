// The search worker (a module worker, bundled by Vite): fuse.js and the index live here, off the
// page's main thread, so typing never waits for a search. The logic is lib/search/engine.ts.
// fuse.js/basic: the same fuzzy search without the extended query syntax the site does not use.
import Fuse from 'fuse.js/basic'
import { SearchEngine, type EngineAnswer, type QueryMessage } from '../../lib/search/engine.ts'

const scope = self as unknown as { postMessage(m: EngineAnswer): void; onmessage: ((e: MessageEvent<QueryMessage>) => void) | null }

const engine = new SearchEngine({
  Fuse,
  fetchJson: async (url) => {
    const res = await fetch(url)
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
    return res.json()
  },
  post: (m) => scope.postMessage(m),
  yieldNow: () => new Promise((resolve) => setTimeout(resolve, 0)),
})

scope.onmessage = (e) => {
  if (e.data?.type === 'query') engine.query(e.data)
}
void engine.start()
