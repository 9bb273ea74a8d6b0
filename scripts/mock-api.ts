// `npm run mock-api`: the school API stand-in on 127.0.0.1 (MOCK_API_PORT, default 8787), serving data/api/.
import { startMockApi } from './mock-api/server.ts'

const port = Number(process.env.MOCK_API_PORT ?? 8787)
const fixtureDir = process.env.MOCK_API_FIXTURES ?? 'data/api'
const imageDir = process.env.MOCK_API_IMAGES ?? 'public/api-image'
const api = await startMockApi({ fixtureDir, port, imageDir })
console.log(`Mock NCSR API on ${api.url}, serving ${fixtureDir} (images from ${imageDir}); pid ${process.pid}`)
console.log(`Form stand-ins: ${api.url}/external/contact, /external/career, /external/alumni`)
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void api.close().then(() => process.exit(0)))
