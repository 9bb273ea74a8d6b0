// `npm start` (after the build): serves dist/client on http://localhost:4173, PORT overrides.
// Vite's preview server with the hosts' pretty URLs and 404 page (scripts/lib/previewServer.ts); what
// the host itself does with _headers, _redirects and functions/ is `wrangler pages dev`'s to show
// (docs/operations.md "Serving the build").
import { startPreviewServer } from './lib/previewServer.ts'

const port = Number(process.env.PORT ?? 4173)
const server = await startPreviewServer({ root: 'dist/client', port, host: '127.0.0.1' })
console.log(`Serving dist/client on ${server.url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`)
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void server.close().then(() => process.exit(0)))
