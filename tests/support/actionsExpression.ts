// A small evaluator of GitHub Actions expressions (docs.github.com "Evaluate expressions in workflows
// and actions"), enough for the conditions the structural tests run on sample contexts: literals,
// context paths, ! == != < <= > >= && || and parentheses, and the functions contains, startsWith,
// endsWith and fromJSON. Strings compare without regard to case, as GitHub compares them; && and ||
// give one of their operands, as GitHub's do.
export type Value = string | number | boolean | null | Value[] | { [k: string]: Value }

const TOKEN = /\s*(?:('(?:[^']|'')*')|(\d+(?:\.\d+)?)|(==|!=|<=|>=|&&|\|\||[!<>(),.[\]])|([A-Za-z_][A-Za-z0-9_-]*))/y

function tokenize(src: string): string[] {
  const out: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < src.length) {
    if (/^\s*$/.test(src.slice(TOKEN.lastIndex))) break
    const start = TOKEN.lastIndex
    const m = TOKEN.exec(src)
    if (!m) throw new Error(`cannot read the expression at ${JSON.stringify(src.slice(start, start + 20))}`)
    out.push(m[1] ?? m[2] ?? m[3] ?? m[4]!)
  }
  return out
}

const truthy = (v: Value) => !(v === null || v === false || v === 0 || v === '')
const lower = (v: Value) => (typeof v === 'string' ? v.toLowerCase() : v)
const equal = (a: Value, b: Value) => lower(a) === lower(b)

/** The value of `expression` (with or without `${{ }}`) in `context` ({ github: {...}, vars: {...} }). */
export function evaluate(expression: string, context: Record<string, Value>): Value {
  const tokens = tokenize(expression.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1'))
  let i = 0
  const peek = () => tokens[i]
  const take = (want?: string) => {
    const t = tokens[i++]
    if (t === undefined || (want !== undefined && t !== want)) throw new Error(`expected ${want ?? 'more'} at token ${i}, found ${t}`)
    return t
  }
  const FUNCTIONS: Record<string, (...a: Value[]) => Value> = {
    contains: (hay, needle) =>
      Array.isArray(hay) ? hay.some((h) => equal(h, needle)) : String(lower(hay)).includes(String(lower(needle))),
    startswith: (s, p) => String(lower(s)).startsWith(String(lower(p))),
    endswith: (s, p) => String(lower(s)).endsWith(String(lower(p))),
    fromjson: (s) => JSON.parse(String(s)) as Value,
  }
  const primary = (): Value => {
    const t = take()
    if (t === '(') {
      const v = or()
      take(')')
      return v
    }
    if (t === '!') return !truthy(primary())
    if (t.startsWith("'")) return t.slice(1, -1).replace(/''/g, "'")
    if (/^\d/.test(t)) return Number(t)
    if (t === 'true' || t === 'false') return t === 'true'
    if (t === 'null') return null
    if (peek() === '(') {
      take('(')
      const args: Value[] = []
      while (peek() !== ')') {
        args.push(or())
        if (peek() === ',') take(',')
      }
      take(')')
      const fn = FUNCTIONS[t.toLowerCase()]
      if (!fn) throw new Error(`the evaluator has no function ${t}`)
      return fn(...args)
    }
    let v: Value = context[t] ?? null
    while (peek() === '.' || peek() === '[') {
      const key =
        take() === '.'
          ? take()
          : (() => {
              const k = primary()
              take(']')
              return String(k)
            })()
      v = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v[key] ?? null) : null
    }
    return v
  }
  const compare = (): Value => {
    let left = primary()
    for (;;) {
      const op = peek()
      if (op === '==' || op === '!=') {
        take()
        const right = primary()
        left = op === '==' ? equal(left, right) : !equal(left, right)
      } else if (op === '<' || op === '<=' || op === '>' || op === '>=') {
        take()
        const [a, b] = [Number(left), Number(primary())]
        left = op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b
      } else return left
    }
  }
  const and = (): Value => {
    let left = compare()
    while (peek() === '&&') {
      take()
      const right = compare()
      left = truthy(left) ? right : left
    }
    return left
  }
  const or = (): Value => {
    let left = and()
    while (peek() === '||') {
      take()
      const right = and()
      left = truthy(left) ? left : right
    }
    return left
  }
  const value = or()
  if (i !== tokens.length) throw new Error(`unexpected ${tokens[i]} at token ${i}`)
  return value
}

/** Whether a job's `if:` lets it run in `context` (GitHub adds success(), which holds for a first job). */
export const runsWhen = (condition: string, context: Record<string, Value>) => truthy(evaluate(condition, context))
