// A warm rebuild's bundle (scripts/build/bundleCache.ts): what its key reads, how a kept bundle comes
// back, and, on the real build, that a bundle made from one snapshot is the bundle of another.
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { tempDirs } from '#tests/support/tempDirs.ts'
import { bundleCacheDir, bundleKey, keepBundle, restoreBundle, type BundleInputs } from '#scripts/build/bundleCache.ts'
import { pageCacheDir, pageCacheRoot } from '#scripts/build/pageCache.ts'
import { bulkStepOf } from '#scripts/bench/measure.ts'
import { regularFiles } from '#lib/files/walk.ts'
import { FIXED_NOW, FIXTURE_API_DIR, FIXTURE_CONTENT_DIR, fixtureNodeOptions } from '#tests/fixtures/testEnv.ts'

const tempDir = tempDirs('ncsr-bundle-')
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/** A small git checkout: sources, public/, an ignored output folder, the snapshots and the content. */
function checkout(): BundleInputs {
  const root = tempDir()
  write(path.join(root, '.gitignore'), 'dist/\nnode_modules\npublic/generated/\n')
  write(path.join(root, 'pages/index/+Page.tsx'), 'export default () => null\n')
  write(path.join(root, 'public/robots.txt'), 'User-agent: *\n')
  write(path.join(root, 'data/api/gallery.json'), '[]\n')
  write(path.join(root, 'data/content/site.json'), '{}\n')
  write(path.join(root, 'node_modules/.package-lock.json'), '{"packages":{}}\n')
  execFileSync('git', ['init', '-q'], { cwd: root })
  execFileSync('git', ['add', '.'], { cwd: root })
  return {
    root,
    outDir: path.join(root, 'dist'),
    dataDir: path.join(root, 'data/api'),
    contentDir: path.join(root, 'data/content'),
    env: { NCSR_API_BASE: 'https://api.example.org', PWD: root },
  }
}

describe('the key of a bundle', () => {
  it('changes with a source file, a new file git does not ignore, or one it deletes', () => {
    const inputs = checkout()
    const before = bundleKey(inputs)
    expect(before).toMatch(/^[0-9a-f]{64}$/)
    expect(bundleKey(inputs)).toBe(before)
    write(path.join(inputs.root, 'pages/index/+Page.tsx'), 'export default () => "hi"\n')
    const edited = bundleKey(inputs)
    expect(edited).not.toBe(before)
    write(path.join(inputs.root, 'pages/about/+Page.tsx'), 'export default () => null\n')
    const added = bundleKey(inputs)
    expect(added).not.toBe(edited)
    fs.rmSync(path.join(inputs.root, 'pages/index/+Page.tsx'))
    expect(bundleKey(inputs)).not.toBe(added)
  })

  it('changes with any file of public/ (ignored ones too: Vite copies them all), of the content, or of what npm installed', () => {
    const inputs = checkout()
    let last = bundleKey(inputs)
    for (const file of ['public/generated/icon.svg', 'data/content/site.json', 'node_modules/.package-lock.json']) {
      write(path.join(inputs.root, file), `<changed ${file}>`)
      const now = bundleKey(inputs)
      expect(now, file).not.toBe(last)
      last = now
    }
  })

  it('reads a content folder outside the checkout', () => {
    const inputs = checkout()
    const contentDir = tempDir('ncsr-content-')
    write(path.join(contentDir, 'site.json'), '{}\n')
    const before = bundleKey({ ...inputs, contentDir })
    write(path.join(contentDir, 'site.json'), '{"name":"x"}\n')
    expect(bundleKey({ ...inputs, contentDir })).not.toBe(before)
  })

  it('changes with a variable or the output folder, not with the shell moving about', () => {
    const inputs = checkout()
    const before = bundleKey(inputs)
    expect(bundleKey({ ...inputs, env: { ...inputs.env, NCSR_API_BASE: 'https://other.example.org' } })).not.toBe(before)
    expect(bundleKey({ ...inputs, env: { ...inputs.env, MEDIA_BASE: 'https://media.example.org' } })).not.toBe(before)
    expect(bundleKey({ ...inputs, outDir: path.join(inputs.root, 'elsewhere') })).not.toBe(before)
    expect(bundleKey({ ...inputs, env: { ...inputs.env, PWD: '/', OLDPWD: '/tmp', SHLVL: '3', npm_lifecycle_event: 'start' } })).toBe(
      before,
    )
    // The snapshots' folder is no input, wherever it is.
    expect(bundleKey({ ...inputs, env: { ...inputs.env, NCSR_DATA_DIR: '/srv/snapshots' } })).toBe(before)
  })

  it("does not change from one CI run to the next: GitHub's variables for a run, a job or a step are no input", () => {
    const inputs = checkout()
    const run = (id: string, sha: string, step: string) => ({
      ...inputs.env,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'school/site',
      RUNNER_OS: 'Linux',
      GITHUB_RUN_ID: id,
      GITHUB_RUN_NUMBER: id.slice(-3),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_SHA: sha,
      GITHUB_REF: 'refs/heads/main',
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_JOB: 'lane',
      GITHUB_ACTION: step,
      GITHUB_ENV: `/home/runner/work/_temp/_runner_file_commands/set_env_${step}`,
      GITHUB_OUTPUT: `/home/runner/work/_temp/_runner_file_commands/set_output_${step}`,
      GITHUB_STEP_SUMMARY: `/home/runner/work/_temp/_runner_file_commands/step_summary_${step}`,
      RUNNER_NAME: `GitHub Actions ${id.slice(-2)}`,
      ACTIONS_RUNTIME_TOKEN: `token-${id}`,
      ACTIONS_RESULTS_URL: 'https://results.example.org/',
      INVOCATION_ID: `${id}abc`,
    })
    const first = bundleKey({ ...inputs, env: run('9100000001', 'a'.repeat(40), '__run_2') })
    expect(bundleKey({ ...inputs, env: run('9100000777', 'b'.repeat(40), '__run_5') })).toBe(first)
    // What stays the same from run to run is still part of it, as is any variable not named here.
    expect(bundleKey({ ...inputs, env: { ...run('9100000001', 'a'.repeat(40), '__run_2'), RUNNER_OS: 'macOS' } })).not.toBe(first)
    expect(bundleKey({ ...inputs, env: { ...run('9100000001', 'a'.repeat(40), '__run_2'), GITHUB_RUN: 'x' } })).not.toBe(first)
  })

  it('does not change with the API snapshots or an ignored output', () => {
    const inputs = checkout()
    const before = bundleKey(inputs)
    write(path.join(inputs.root, 'data/api/gallery.json'), '[{"_id":"a"}]\n')
    write(path.join(inputs.root, 'data/api/news.json'), '[]\n')
    write(path.join(inputs.root, 'dist/client/index.html'), '<p>built</p>\n')
    expect(bundleKey(inputs)).toBe(before)
  })

  it('is none outside a git checkout, so every build there bundles', () => {
    const root = tempDir()
    write(path.join(root, 'pages/index/+Page.tsx'), 'export default () => null\n')
    expect(bundleKey({ root, outDir: path.join(root, 'dist'), dataDir: path.join(root, 'data'), contentDir: root, env: {} })).toBeNull()
  })
})

describe('a kept bundle', () => {
  /** A stand-in for Vike's autoImporter.js, which names the server bundle for the prerender. */
  const importerNaming = (bundle: string) => {
    const file = path.join(tempDir(), 'autoImporter.js')
    fs.writeFileSync(file, `export const serverEntry = ${JSON.stringify(bundle)}\n`)
    return file
  }
  const bundleIn = (outDir: string, text: string) => {
    write(path.join(outDir, 'client/assets/entry.js'), text)
    write(path.join(outDir, 'server/entry.mjs'), `// ${text}`)
    write(path.join(outDir, 'assets.json'), '{}')
  }

  /** A bundle written into an output folder and kept under 'k1'. */
  const keptBundle = async () => {
    const cache = tempDir()
    const out = tempDir()
    const importer = importerNaming(out)
    bundleIn(out, 'first')
    await keepBundle(cache, 'k1', out, importer)
    return { cache, out, importer }
  }

  it('comes back file for file in place of what was in the output folder', async () => {
    const { cache, out, importer } = await keptBundle()
    fs.rmSync(path.join(out, 'client'), { recursive: true })
    write(path.join(out, 'server/stale.mjs'), 'left by another bundle')
    write(path.join(out, 'image-manifest.json'), '{"kept":true}')
    await restoreBundle(cache, 'k1', out, importer)
    expect(regularFiles(out)).toEqual(['assets.json', 'client/assets/entry.js', 'image-manifest.json', 'server/entry.mjs'])
    expect(fs.readFileSync(path.join(out, 'client/assets/entry.js'), 'utf8')).toBe('first')
    expect(restoreBundle(cache, 'other', out, importer)).toBeNull()
  })

  it("names its own server bundle to Vike's prerender again, whatever bundle was made since", async () => {
    const { cache, out, importer } = await keptBundle()
    // Another `vike build` in the checkout (the tests') names its own bundle.
    const other = fs.readFileSync(importerNaming('/elsewhere'), 'utf8')
    fs.writeFileSync(importer, other)
    await restoreBundle(cache, 'k1', out, importer)
    expect(fs.readFileSync(importer, 'utf8')).toBe(`export const serverEntry = ${JSON.stringify(out)}\n`)
  })

  it('is not restored when a killed build left it half copied, and such a folder is removed', async () => {
    const cache = tempDir()
    const out = tempDir()
    const importer = importerNaming(out)
    bundleIn(out, 'x')
    fs.mkdirSync(path.join(cache, 'half'), { recursive: true })
    write(path.join(cache, 'half/client/assets/entry.js'), 'x')
    expect(restoreBundle(cache, 'half', out, importer)).toBeNull()
    await keepBundle(cache, 'whole', out, importer)
    expect(fs.readdirSync(cache)).toEqual(['whole'])
  })

  it('is one of the newest four: older ones are removed as new ones are kept', async () => {
    const cache = tempDir()
    const out = tempDir()
    const importer = importerNaming(out)
    bundleIn(out, 'x')
    for (const [i, key] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      await keepBundle(cache, key, out, importer)
      const at = new Date(Date.UTC(2026, 10, 28, 0, i))
      fs.utimesSync(path.join(cache, key, 'complete'), at, at)
    }
    await keepBundle(cache, 'f', out, importer)
    expect(fs.readdirSync(cache).sort()).toEqual(['c', 'd', 'e', 'f'])
  })
})

/** This process's environment without Vitest's marks: Vike leaves its plugin out of a prerender it thinks Vitest runs. */
const outsideVitest = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))

describe('a warm rebuild of the site', () => {
  it('reuses the bundle of another snapshot, which is the bundle Vite makes of the new one, and the bulk pages whose inputs are unchanged', async () => {
    // In the checkout (an ignored folder), where Vike's prerender would find the last bundle `vike
    // build` wrote through its autoImporter, if the build did not load its own.
    const root = path.resolve('.test-dist-bundle', String(process.pid))
    tempDir.add(root)
    const outDir = path.join(root, 'site')
    // A variable of this test alone: the first build cannot find a bundle kept by another run.
    const env = {
      ...outsideVitest(),
      NCSR_CONTENT_DIR: FIXTURE_CONTENT_DIR,
      NODE_OPTIONS: fixtureNodeOptions(),
      NCSR_NOW: FIXED_NOW,
      BUNDLE_CACHE_TEST_RUN: `${process.pid}-${Date.now()}`,
    }
    const build = (dataDir: string, more: Record<string, string> = {}) =>
      promisify(execFile)(process.execPath, ['scripts/build.ts'], {
        env: { ...env, NCSR_OUT_DIR: outDir, NCSR_DATA_DIR: dataDir, ...more },
        maxBuffer: 64 * 1024 * 1024,
      })
    const keyOf = (stdout: string) => /^bundle: .*\(bundle ([0-9a-f]{12}) (made and kept|reused)/m.exec(stdout)?.slice(1)
    // The snapshots' folder, as data/api is: the same folder, refreshed in place.
    const api = tempDir('ncsr-api-')
    fs.cpSync(FIXTURE_API_DIR, api, { recursive: true })
    const first = keyOf((await build(api)).stdout)
    expect(first?.[1]).toBe('made and kept')
    // Another build in the checkout, whose client bundle differs (React in the browser): the last `vike build`.
    await build(api, { NCSR_OUT_DIR: path.join(root, 'other'), NCSR_BROWSER_REACT: '1' })

    // The API's next snapshot: an album renamed.
    const gallery = JSON.parse(fs.readFileSync(path.join(api, 'gallery.json'), 'utf8')) as { _id: string; title: string }[]
    gallery[0]!.title = 'Renamed after the refresh'
    fs.writeFileSync(path.join(api, 'gallery.json'), JSON.stringify(gallery))
    const warm = await build(api)
    expect(keyOf(warm.stdout)).toEqual([first?.[0], 'reused'])
    const album = fs.readFileSync(path.join(outDir, 'client/SubGallery', gallery[0]!._id, 'index.html'), 'utf8')
    expect(album).toContain('<h1>Renamed after the refresh</h1>')
    // The pages Vike prerendered name this bundle's scripts, not the other build's.
    const home = fs.readFileSync(path.join(outDir, 'client/index.html'), 'utf8')
    const scripts = [...home.matchAll(/<script[^>]* src="(\/[^"]+)"/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) expect(fs.existsSync(path.join(outDir, 'client', src)), src).toBe(true)

    // Its bulk pages: every one but the renamed album's was kept by the first build and reused
    // (scripts/build/pageCache.ts), and all of them are the pages a build that renders every page
    // makes of the new snapshot, byte for byte.
    const { pages, reused } = bulkStepOf(warm.stdout)
    expect(pages).toBeGreaterThan(20)
    expect(reused).toBe(pages - 1)
    const reusedSite = path.join(root, 'reused')
    fs.cpSync(path.join(outDir, 'client'), reusedSite, { recursive: true })
    fs.rmSync(
      pageCacheDir(
        process.cwd(),
        fs.readdirSync(pageCacheRoot(process.cwd())).find((k) => k.startsWith(first![0]!))!,
      ),
      {
        recursive: true,
      },
    )
    const rendered = await build(api)
    expect(bulkStepOf(rendered.stdout)).toEqual({ pages, reused: 0 })
    const html = (dir: string) => regularFiles(dir).filter((f) => f.endsWith('.html'))
    expect(html(reusedSite)).toEqual(html(path.join(outDir, 'client')))
    for (const f of html(reusedSite))
      expect(fs.readFileSync(path.join(reusedSite, f), 'utf8') === fs.readFileSync(path.join(outDir, 'client', f), 'utf8'), f).toBe(true)

    // What Vite itself makes of the new snapshot is, file for file, the bundle the warm build reused.
    const kept = fs.readdirSync(bundleCacheDir(process.cwd())).find((k) => k.startsWith(first![0]!))!
    for (const name of ['client', 'server', 'assets.json']) fs.rmSync(path.join(outDir, name), { recursive: true, force: true })
    await promisify(execFile)(process.execPath, ['node_modules/vike/bin.js', 'build'], {
      // As the build starts it (scripts/build.ts sets React's production build for every process).
      env: { ...env, NCSR_OUT_DIR: outDir, NCSR_DATA_DIR: api, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    })
    const keptDir = path.join(bundleCacheDir(process.cwd()), kept)
    const files = (dir: string) =>
      regularFiles(dir).filter((f) => f !== 'complete' && f !== 'autoImporter.js' && f !== 'image-manifest.json')
    expect(files(outDir)).toEqual(files(keptDir))
    for (const f of files(keptDir))
      expect(fs.readFileSync(path.join(outDir, f)).equals(fs.readFileSync(path.join(keptDir, f))), f).toBe(true)
  }, 300_000)
})
