// Decap CMS fields generated from the build's zod schemas (lib/content/registry.ts): the editor
// offers exactly the fields the build accepts, with the same required/optional split, number
// types, patterns and choices. Labels and hints come from lib/cms/labels.ts, by field name.
import type { z } from 'zod'
import { fieldText } from './labels.ts'

/** The subset of Decap CMS's field options this generator writes (decapcms.org/docs/widgets). */
export interface CmsField {
  name: string
  label: string
  hint?: string
  widget: 'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'hidden' | 'datetime'
  required?: boolean
  default?: unknown
  pattern?: [string, string]
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  options?: string[]
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  collapsed?: boolean
  allow_add?: boolean
  label_singular?: string
  /** Markdown widget: editor modes, the first the default. */
  modes?: ('raw' | 'rich_text')[]
  format?: string
  date_format?: string
  time_format?: boolean
}

type Def = {
  type: string
  checks?: { _zod: { def: Record<string, unknown> } }[]
  shape?: Record<string, z.core.$ZodType>
  element?: z.core.$ZodType
  options?: z.core.$ZodType[]
  innerType?: z.core.$ZodType
  in?: z.core.$ZodType
  out?: z.core.$ZodType
  entries?: Record<string, string>
  values?: unknown[]
  defaultValue?: unknown
  format?: string
  pattern?: RegExp
}

const defOf = (s: z.core.$ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def
const checksOf = (s: z.core.$ZodType) => (defOf(s).checks ?? []).map((c) => c._zod.def)

/** A field the editor cannot offer as a form (a list mixing names and ranges): kept as it is. */
export class Unrepresentable extends Error {}

interface Unwrapped {
  schema: z.core.$ZodType
  optional: boolean
  default?: unknown
}

/** Strips optional/default/pipe wrappers down to the schema that says what the field holds. */
export function unwrap(schema: z.core.$ZodType): Unwrapped {
  let s = schema
  let optional = false
  let dflt: unknown
  for (;;) {
    const d = defOf(s)
    if (d.type === 'optional' || d.type === 'nullable') {
      optional = true
      s = d.innerType!
    } else if (d.type === 'default' || d.type === 'prefault') {
      optional = true
      dflt = typeof d.defaultValue === 'function' ? (d.defaultValue as () => unknown)() : d.defaultValue
      s = d.innerType!
    } else if (d.type === 'pipe') {
      // z.preprocess(fn, schema) is pipe(transform, schema); schema.transform(fn) is pipe(schema, transform).
      s = defOf(d.in!).type === 'transform' ? d.out! : d.in!
    } else if (d.type === 'readonly' || d.type === 'catch') {
      s = d.innerType!
    } else {
      return { schema: s, optional, default: dflt }
    }
  }
}

/** The object schemas of a union of objects, merged: every field of any branch, required only if required in all. */
function mergedUnionShape(
  options: z.core.$ZodType[],
): { shape: Record<string, z.core.$ZodType>; requiredIn: Record<string, number> } | undefined {
  const objects = options.map((o) => unwrap(o).schema)
  if (!objects.every((o) => defOf(o).type === 'object')) return undefined
  const shape: Record<string, z.core.$ZodType> = {}
  const requiredIn: Record<string, number> = {}
  for (const o of objects) {
    for (const [k, v] of Object.entries(defOf(o).shape!)) {
      shape[k] ??= v
      if (!unwrap(v).optional) requiredIn[k] = (requiredIn[k] ?? 0) + 1
    }
  }
  for (const k of Object.keys(shape)) if ((requiredIn[k] ?? 0) < objects.length) requiredIn[k] = 0
  return { shape, requiredIn }
}

function stringPattern(s: z.core.$ZodType): [string, string] | undefined {
  const d = defOf(s)
  for (const c of checksOf(s)) {
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern instanceof RegExp)
      return [c.pattern.source, messageOf(c.error) ?? 'does not have the expected form']
    if (c.check === 'string_format' && c.format === 'starts_with')
      return [`^${String(c.prefix).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, `must start with "${String(c.prefix)}"`]
  }
  if (d.format === 'email') return ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'must be an e-mail address']
  if (d.format === 'url') return ['^https?://', 'must be a web address starting with https://']
  return undefined
}

/** One Decap field for `name` holding `schema`; `at` is the dotted path, for labels and errors. */
export function toField(name: string, schema: z.core.$ZodType, at = name): CmsField {
  const u = unwrap(schema)
  const d = defOf(u.schema)
  const text = fieldText(name, at)
  const base: Pick<CmsField, 'name' | 'label' | 'hint' | 'required' | 'default'> = {
    name,
    label: text.label,
    ...(text.hint ? { hint: text.hint } : {}),
    required: !u.optional,
  }
  if (u.default !== undefined) base.default = u.default
  switch (d.type) {
    case 'string': {
      const pattern = stringPattern(u.schema)
      if (d.format === 'date') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false }
      return { ...base, widget: text.long ? 'text' : 'string', ...(pattern ? { pattern } : {}) }
    }
    case 'number': {
      const checks = checksOf(u.schema)
      const int = checks.some((c) => c.check === 'number_format' && /int/.test(String(c.format)))
      const min = checks.find((c) => c.check === 'greater_than')
      const max = checks.find((c) => c.check === 'less_than')
      return {
        ...base,
        widget: 'number',
        value_type: int ? 'int' : 'float',
        ...(min ? { min: Number(min.value) + (min.inclusive ? 0 : 1) } : {}),
        ...(max ? { max: Number(max.value) - (max.inclusive ? 0 : 1) } : {}),
      }
    }
    case 'boolean':
      return { ...base, widget: 'boolean', ...(u.default === undefined ? {} : { default: u.default }) }
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(d.entries!) }
    case 'literal':
      return { ...base, widget: 'select', options: d.values!.map(String) }
    case 'object':
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        fields: Object.entries(d.shape!).map(([k, v]) => safeField(k, v, `${at}.${k}`)),
      }
    case 'union': {
      const merged = mergedUnionShape(d.options!)
      if (!merged) throw new Unrepresentable(at)
      return {
        ...base,
        widget: 'object',
        fields: Object.entries(merged.shape).map(([k, v]) => ({ ...safeField(k, v, `${at}.${k}`), required: merged.requiredIn[k]! > 0 })),
      }
    }
    case 'array': {
      const el = unwrap(d.element!)
      const elDef = defOf(el.schema)
      if (elDef.type === 'object' || elDef.type === 'union') {
        const item = toField(name, d.element!, `${at}.*`)
        const first = item.fields?.find((f) => f.widget === 'string')
        // Table rows (a few fields each) open, so a row reads like a line of the table; longer records folded to their first field.
        const collapsed = (item.fields?.length ?? 0) > 4 || (item.fields ?? []).some((f) => f.widget === 'list' || f.widget === 'object')
        return {
          ...base,
          widget: 'list',
          collapsed,
          ...(text.itemLabel ? { label_singular: text.itemLabel } : {}),
          fields: item.fields,
          ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
        }
      }
      return {
        ...base,
        widget: 'list',
        ...(text.itemLabel ? { label_singular: text.itemLabel } : {}),
        field: {
          ...toField(name, d.element!, `${at}.*`),
          label: text.itemLabel ? text.itemLabel[0]!.toUpperCase() + text.itemLabel.slice(1) : text.label,
        },
      }
    }
    default:
      throw new Unrepresentable(at)
  }
}

/** A custom message given to .regex(re, message): zod 4 keeps it as a function returning it. */
function messageOf(error: unknown): string | undefined {
  const m = typeof error === 'function' ? (error as (i: unknown) => unknown)({}) : error
  return typeof m === 'string' ? m : m && typeof m === 'object' && 'message' in m ? String((m as { message: unknown }).message) : undefined
}

/** toField, with a field the editor cannot show as a form kept hidden (its value is saved unchanged). */
export function safeField(name: string, schema: z.core.$ZodType, at: string): CmsField {
  try {
    return toField(name, schema, at)
  } catch (e) {
    if (!(e instanceof Unrepresentable)) throw e
    const text = fieldText(name, at)
    return { name, label: text.label, widget: 'hidden', required: false, hint: 'Changed by the web team in git.' }
  }
}

/** The fields of a top-level object schema (a JSON file, or a Markdown page's front matter). */
export function fieldsOf(schema: z.core.$ZodType, root: string): CmsField[] {
  const u = unwrap(schema)
  const d = defOf(u.schema)
  if (d.type !== 'object') throw new Unrepresentable(root)
  return Object.entries(d.shape!).map(([k, v]) => safeField(k, v, `${root}.${k}`))
}
