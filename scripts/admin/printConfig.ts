// Prints the editor's configuration as JSON (for review, and for tests/e2e/admin.spec.ts).
// `node --import tsx scripts/admin/printConfig.ts [github|test-repo]`
import { buildCmsConfig } from '#lib/cms/config.ts'
import { githubBackend, readAdminEnv } from './build.ts'

const backend = process.argv[2] === 'test-repo' ? { name: 'test-repo' as const } : githubBackend(readAdminEnv())
process.stdout.write(JSON.stringify(buildCmsConfig({ backend }), null, 2))
