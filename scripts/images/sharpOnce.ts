// sharp, loaded on first use (a rebuild with nothing new never loads it) and set to one libvips
// thread a job: the image step's own pool of jobs is what bounds the processor.
type Sharp = typeof import('sharp')

let sharp: Sharp | undefined

export async function loadSharp(): Promise<Sharp> {
  if (!sharp) {
    sharp = (await import('sharp')).default
    sharp.concurrency(1)
  }
  return sharp
}
