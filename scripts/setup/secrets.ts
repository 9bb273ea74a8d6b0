// Secrets go to GitHub sealed with the repository environment's public key (a libsodium sealed box,
// as GitHub's REST API requires: docs.github.com, "Encrypting secrets for the REST API") and to
// Cloudflare over its API; their values are asked for on the terminal, never echoed, printed or
// written to a file. libsodium is loaded only when a secret is sent, so --check and --plan run on
// Node alone.
import readline from 'node:readline'

/** The value sealed for GitHub: base64 of crypto_box_seal(value, key), the key given as GitHub's base64. */
export async function sealForGithub(value: string, base64Key: string): Promise<string> {
  const { default: sodium } = await import('libsodium-wrappers')
  await sodium.ready
  const sealed = sodium.crypto_box_seal(sodium.from_string(value), sodium.from_base64(base64Key, sodium.base64_variants.ORIGINAL))
  return sodium.to_base64(sealed, sodium.base64_variants.ORIGINAL)
}

/** Asks for one value; '' leaves the secret unset. */
export type Ask = (question: string) => Promise<string>

/**
 * Asks on the terminal with echo off (each key press shows nothing); from a pipe, reads the next line.
 * The answer stays in memory only.
 */
export function terminalAsk(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Ask {
  let lines: AsyncIterator<string> | undefined
  return async (question) => {
    output.write(`${question}\n  (typed text is not shown; Enter alone leaves it unset): `)
    if (!input.isTTY) {
      lines ??= readline.createInterface({ input, terminal: false })[Symbol.asyncIterator]()
      const next = await lines.next()
      output.write('\n')
      return next.done ? '' : next.value.trim()
    }
    return new Promise<string>((resolve) => {
      let value = ''
      input.setRawMode(true)
      input.resume()
      const onData = (chunk: Buffer) => {
        for (const ch of chunk.toString('utf8')) {
          if (ch === '\r' || ch === '\n') {
            input.off('data', onData)
            input.setRawMode(false)
            input.pause()
            output.write('\n')
            resolve(value.trim())
            return
          }
          if (ch === '\u0003') {
            // Ctrl-C: the terminal is given back its echo before leaving.
            input.setRawMode(false)
            process.exit(130)
          }
          value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch
        }
      }
      input.on('data', onData)
    })
  }
}
