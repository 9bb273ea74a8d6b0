// The page's handle on the search worker: started on first use, fed by the typing schedule, and
// passing on only answers to the latest query sent.
import { createQuerySchedule } from '#lib/search/querySchedule.ts'
import type { EngineAnswer, QueryMessage, ResultsMessage } from '#lib/search/engine.ts'

export interface SearchClient {
  /** A keystroke (sent once typing pauses). */
  input(q: string): void
  /** Enter or a ?q= address (sent at once). */
  now(q: string): void
  close(): void
}

export function startSearchClient(onResults: (m: ResultsMessage) => void, onError: (message: string) => void): SearchClient {
  // The literal `new Worker(new URL(...), { type: 'module' })` is what Vite finds and bundles.
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' })
  const schedule = createQuerySchedule((seq, q) => worker.postMessage({ type: 'query', seq, q } satisfies QueryMessage))
  worker.onmessage = (e: MessageEvent<EngineAnswer>) => {
    if (e.data.type === 'error') onError(e.data.message)
    else if (schedule.isCurrent(e.data.seq)) onResults(e.data)
  }
  worker.onerror = (e) => onError(e.message || 'the search worker failed to start')
  return {
    input: schedule.input,
    now: schedule.now,
    close: () => {
      schedule.cancel()
      worker.terminate()
    },
  }
}
