// The search worker (a module worker, bundled by Vite): fuse.js and the index live here, off the
// page's main thread, so typing never waits for a search. The logic is lib/search/engine.ts.
// fuse.js/basic: the same fuzzy search without the extended query syntax the site does not use.
import Fuse from 'fuse.js/basic'
import { SearchEngine, type EngineAnswer, type QueryMessage } from '#lib/search/engine.ts'

const scope = self as unknown as { postMessage(m: EngineAnswer): void; onmessage: ((e: MessageEvent<QueryMessage>) => void) | null }

// A macrotask without setTimeout's 4 ms clamp (nested timers), which over the ~40 slices of a
// 20,000-entry index would add some 160 ms to every complete search.
const channel = new MessageChannel()
const resumes: (() => void)[] = []
channel.port1.onmessage = () => resumes.shift()?.()
const yieldNow = () =>
  new Promise<void>((resolve) => {
    resumes.push(resolve)
    channel.port2.postMessage(null)
  })

const engine = new SearchEngine({
  Fuse,
  fetchJson: async (url) => {
    const res = await fetch(url)
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
    return res.json()
  },
  post: (m) => scope.postMessage(m),
  yieldNow,
})

scope.onmessage = (e) => {
  if (e.data?.type === 'query') engine.query(e.data)
}
void engine.start()
