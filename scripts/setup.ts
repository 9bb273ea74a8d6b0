// `npm run setup -- --plan | --apply | --check | --retire`: the school's GitHub and Cloudflare settings
// made and checked from .github/school.json (docs/setup.md). It runs on Node alone: the daily check
// installs nothing next to its token, and libsodium is loaded only when --apply sends a secret.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { runSetup, USAGE, type Mode, type SetupOptions } from './setup/run.ts'
import { sealForGithub, terminalAsk } from './setup/secrets.ts'

/** The options of a command line, or why it is not one. */
export function parseArgs(argv: string[]): Pick<SetupOptions, 'mode' | 'only' | 'report'> | { error: string } {
  const modes = argv.filter((a) => ['--plan', '--apply', '--check', '--retire'].includes(a))
  if (modes.length !== 1) return { error: 'give exactly one of --plan, --apply, --check, --retire' }
  const mode = modes[0]!.slice(2) as Mode
  const value = (flag: string) => {
    const i = argv.indexOf(flag)
    return i < 0 ? undefined : argv[i + 1]
  }
  const only = value('--only')
  const report = value('--report')
  if (argv.includes('--only') && only !== 'codeowners') return { error: '--only takes codeowners' }
  if ((only || report) && mode !== 'check') return { error: '--only and --report go with --check' }
  if (argv.includes('--report') && !report) return { error: '--report takes a file' }
  const known = new Set(['--plan', '--apply', '--check', '--retire', '--only', '--report', only, report])
  const stray = argv.filter((a) => !known.has(a))
  if (stray.length) return { error: `unknown: ${stray.join(' ')}` }
  return { mode, only: only as 'codeowners' | undefined, report }
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`)
    process.exit(2)
  }
  const code = await runSetup({
    ...args,
    env: process.env,
    cwd: process.cwd(),
    fetch,
    ask: terminalAsk(),
    seal: sealForGithub,
    out: (line) => console.log(line),
  })
  process.exit(code)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
