// `npm start` (after the build): serves dist/client on http://localhost:4173, PORT overrides.
import { startStaticServer } from './lib/staticServer.ts'

const port = Number(process.env.PORT ?? 4173)
const server = await startStaticServer({ root: 'dist/client', port, host: '127.0.0.1' })
console.log(`Serving dist/client on ${server.url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`)
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void server.close().then(() => process.exit(0)))
