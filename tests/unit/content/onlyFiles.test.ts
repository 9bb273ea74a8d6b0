// public/ and data/ hold regular files and folders only (lib/content/onlyFiles.ts): a symbolic link
// would be published by Vite as its target's bytes. Real links, a fifo and a socket, made in a
// temporary folder; the roots are passed in (no test reads data/ or the repository's public/).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '#lib/content/check.ts'
import { notRegularFiles, outermostRoots } from '#lib/content/onlyFiles.ts'
import { sourceFileProblems } from '#lib/content/sourceFiles.ts'

let tmp = ''
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  tmp = ''
})

/** A checkout-like folder: public/ and data/ with a regular file each, plus `build(root)`'s additions. */
function checkout(build: (root: string) => void = () => {}): string {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-only-files-'))
  for (const dir of ['public/images/uploads', 'data/api', 'data/content'])
    fs.mkdirSync(path.join(tmp, dir), {
      recursive: true,
    })
  fs.writeFileSync(path.join(tmp, 'public/images/uploads/photo.jpg'), Buffer.from('ffd8ffe000104a464946', 'hex'))
  fs.writeFileSync(path.join(tmp, 'data/api/news.json'), '[]')
  fs.writeFileSync(path.join(tmp, '.env'), 'NCSR_API_TOKEN=secret')
  build(tmp)
  return tmp
}
const roots = (root: string) =>
  ['public', 'data'].map((name) => ({ dir: path.join(root, name), display: (rel: string) => `${name}/${rel}` }))
const MUST = 'public/ and data/ may hold only regular files and folders: commit the file itself'

describe('only regular files under public/ and data/', () => {
  it('passes folders of regular files', () => {
    expect(notRegularFiles(roots(checkout()))).toEqual([])
  })

  it('names every symbolic link, to a file, to a folder, dangling or relative, and its target, without following it', () => {
    const root = checkout((r) => {
      fs.symlinkSync(path.join(r, '.env'), path.join(r, 'public/images/uploads/logo.jpg'))
      fs.symlinkSync('../../../.env', path.join(r, 'public/images/uploads/relative.svg'))
      fs.symlinkSync(r, path.join(r, 'public/docs'))
      fs.symlinkSync('/nowhere', path.join(r, 'data/api/gallery.json'))
    })
    expect(notRegularFiles(roots(root))).toEqual([
      `data/api/gallery.json: a symbolic link (to /nowhere); ${MUST}`,
      `public/docs: a symbolic link (to ${root}); ${MUST}`,
      `public/images/uploads/logo.jpg: a symbolic link (to ${path.join(root, '.env')}); ${MUST}`,
      `public/images/uploads/relative.svg: a symbolic link (to ../../../.env); ${MUST}`,
    ])
  })

  it('names a root that is itself a link', () => {
    const root = checkout((r) => {
      fs.renameSync(path.join(r, 'public'), path.join(r, 'elsewhere'))
      fs.symlinkSync(path.join(r, 'elsewhere'), path.join(r, 'public'))
    })
    expect(notRegularFiles(roots(root))).toEqual([`public: a symbolic link (to ${path.join(root, 'elsewhere')}); ${MUST}`])
  })

  it('names a fifo and a socket', async () => {
    const root = checkout((r) => {
      expect(spawnSync('mkfifo', [path.join(r, 'data/content/pipe.md')]).status).toBe(0)
    })
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(path.join(root, 'public/images/uploads/socket.png'), resolve))
    try {
      expect(notRegularFiles(roots(root))).toEqual([
        `data/content/pipe.md: a named pipe (FIFO); ${MUST}`,
        `public/images/uploads/socket.png: a socket; ${MUST}`,
      ])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('checks data/content once when data/ is checked too', () => {
    const root = checkout((r) => fs.symlinkSync('/etc/passwd', path.join(r, 'data/content/site.json')))
    const withContent = [...roots(root), { dir: path.join(root, 'data/content'), display: (rel: string) => `data/content/${rel}` }]
    expect(outermostRoots(withContent).map((r) => path.relative(root, r.dir))).toEqual(['public', 'data'])
    expect(notRegularFiles(outermostRoots(withContent))).toEqual([`data/content/site.json: a symbolic link (to /etc/passwd); ${MUST}`])
  })
})

describe('check:content and the build refuse them', () => {
  it('check:content names each one', () => {
    const root = checkout((r) => fs.symlinkSync(path.join(r, '.env'), path.join(r, 'public/images/uploads/logo.jpg')))
    const problems = checkContent(path.join(root, 'data/content'), {
      publicDir: path.join(root, 'public'),
      fileRoots: roots(root),
    })
    expect(problems.filter((p) => p.includes('symbolic link'))).toEqual([
      `public/images/uploads/logo.jpg: a symbolic link (to ${path.join(root, '.env')}); ${MUST}`,
    ])
  })

  it('by default, check:content checks the content folder and public/', () => {
    const root = checkout((r) => {
      fs.symlinkSync('/etc/passwd', path.join(r, 'data/content/site.json'))
      fs.symlinkSync('/etc/passwd', path.join(r, 'public/favicon.ico'))
    })
    const problems = checkContent(path.join(root, 'data/content'), { publicDir: path.join(root, 'public') })
    expect(problems.filter((p) => p.includes('symbolic link'))).toEqual([
      `data/content/site.json: a symbolic link (to /etc/passwd); ${MUST}`,
      `public/favicon.ico: a symbolic link (to /etc/passwd); ${MUST}`,
    ])
  })

  it('the build stops with exit code 1, naming the link, before Vite copies public/', () => {
    const root = checkout((r) => fs.symlinkSync(path.join(r, '.env'), path.join(r, 'public/images/uploads/logo.jpg')))
    expect(sourceFileProblems({ publicDir: path.join(root, 'public'), dataDirs: [path.join(root, 'data')], cwd: root })).toEqual([
      `public/images/uploads/logo.jpg: a symbolic link (to ${path.join(root, '.env')}); ${MUST}`,
    ])
    // scripts/build.ts itself, run in the fixture as its working folder: it must stop at the check,
    // so no dist/ is made and Vite never starts.
    const r = spawnSync(
      process.execPath,
      ['--import', path.resolve('node_modules/tsx/dist/loader.mjs'), path.resolve('scripts/build.ts')],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          NCSR_DATA_DIR: path.join(root, 'data/api'),
          NCSR_CONTENT_DIR: path.join(root, 'data/content'),
          NCSR_OUT_DIR: '',
        },
      },
    )
    expect(r.stderr).toContain(`public/images/uploads/logo.jpg: a symbolic link (to ${path.join(root, '.env')}); ${MUST}`)
    expect(r.status).toBe(1)
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false)
  }, 30_000)
})
