// The figures each step of `npm run build` prints, `2.1 s, 310 MB` (the bench reads them:
// scripts/bench/measure.ts): the step's time and its process's memory after it.

/** This process's resident memory in MB. */
export const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024)

/** A clock whose took() gives the time since it was made or last read, and the memory now; restart() sets it to now. */
export function stepTimer() {
  let t = performance.now()
  return {
    took(): string {
      const s = `${((performance.now() - t) / 1000).toFixed(1)} s, ${mb()} MB`
      t = performance.now()
      return s
    },
    restart(): void {
      t = performance.now()
    },
  }
}
