// A stand-in for GitHub's OAuth web flow (github.com/login/oauth/…) on an ephemeral 127.0.0.1 port,
// for the editor's sign-in Functions (lib/host/signIn/; GITHUB_OAUTH_BASE_URL points them here).
// The consent page approves at once, as GitHub does for an app the user already authorised; each
// code is single-use and bound to its client and callback; every request is recorded.
import crypto from 'node:crypto'
import http from 'node:http'

export interface MockGitHubOAuth {
  url: string
  /** The query of each visit of the consent page. */
  authorizeRequests: Record<string, string>[]
  /** The body of each code exchange, whatever its outcome. */
  tokenRequests: Record<string, unknown>[]
  /** The tokens issued, in order. */
  tokens: string[]
  close(): Promise<void>
}

export async function startMockGitHubOAuth(client: { id: string; secret: string }): Promise<MockGitHubOAuth> {
  const codes = new Map<string, { redirectUri: string }>()
  const mock: Omit<MockGitHubOAuth, 'url' | 'close'> = { authorizeRequests: [], tokenRequests: [], tokens: [] }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const q = Object.fromEntries(url.searchParams)
      mock.authorizeRequests.push(q)
      if (q.client_id !== client.id || !q.redirect_uri) return void res.writeHead(400).end('unknown client')
      const code = crypto.randomBytes(10).toString('hex')
      codes.set(code, { redirectUri: q.redirect_uri })
      const back = new URL(q.redirect_uri)
      back.searchParams.set('code', code)
      if (q.state !== undefined) back.searchParams.set('state', q.state)
      return void res.writeHead(302, { Location: back.href }).end()
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = ''
      req.on('data', (b: Buffer) => (body += b.toString()))
      req.on('end', () => {
        const sent = (() => {
          try {
            return JSON.parse(body) as Record<string, unknown>
          } catch {
            return { unparsed: body }
          }
        })()
        mock.tokenRequests.push(sent)
        const issued = typeof sent.code === 'string' ? codes.get(sent.code) : undefined
        if (typeof sent.code === 'string') codes.delete(sent.code)
        res.writeHead(200, { 'Content-Type': 'application/json' })
        if (sent.client_id !== client.id || sent.client_secret !== client.secret)
          return void res.end('{"error":"incorrect_client_credentials"}')
        if (!issued || issued.redirectUri !== sent.redirect_uri) return void res.end('{"error":"bad_verification_code"}')
        const token = `gho_mock${mock.tokens.length}${crypto.randomBytes(12).toString('hex')}`
        mock.tokens.push(token)
        res.end(JSON.stringify({ access_token: token, token_type: 'bearer', scope: 'repo' }))
      })
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    ...mock,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
