// Year, month and title-search controls for /news, /events, /gallery and /kids-gallery (spec §4, §5).
// They filter in place, so they work only with JavaScript: without it, styles/listings.css hides them
// (@media (scripting: none)) and the listing's archive links reach each year (lib/select/archives.ts).
// A CSS rule, not a render after hydration, so the form takes its place from the first paint.
import { useId } from 'react'
import { MONTH_LABELS } from '#lib/format/date.ts'
import type { ListFilter, MonthChoice, YearChoice } from '#lib/select/listFilters.ts'

interface ListFiltersProps {
  /** Accessible name of the filter group, e.g. 'Filter news'. */
  label: string
  value: ListFilter
  years: readonly number[]
  /** Months offered after 'All' (1 to 12); all twelve by default. */
  months?: readonly number[]
  onChange(next: ListFilter): void
}

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

export function ListFilters({ label, value, years, months = ALL_MONTHS, onChange }: ListFiltersProps) {
  const id = useId()
  return (
    <form className="filters" role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      <div className="filters__field">
        <label htmlFor={`${id}-year`}>Year</label>
        <select
          id={`${id}-year`}
          name="year"
          value={String(value.year)}
          onChange={(e) => onChange({ ...value, year: toChoice(e.target.value) })}
        >
          <option value="All">All</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor={`${id}-month`}>Month</label>
        <select
          id={`${id}-month`}
          name="month"
          value={String(value.month)}
          onChange={(e) => onChange({ ...value, month: toChoice(e.target.value) })}
        >
          <option value="All">All</option>
          {months.map((m) => (
            <option key={m} value={m}>
              {MONTH_LABELS[m - 1]}
            </option>
          ))}
        </select>
      </div>
      <SearchField value={value.q} placeholder="Search by title" label="Search by title" onChange={(q) => onChange({ ...value, q })} />
    </form>
  )
}

interface SearchFieldProps {
  value: string
  label: string
  placeholder: string
  onChange(q: string): void
}

export function SearchField({ value, label, placeholder, onChange }: SearchFieldProps) {
  const id = useId()
  return (
    <div className="filters__field filters__field--search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

function toChoice(v: string): YearChoice & MonthChoice {
  return v === 'All' ? 'All' : Number(v)
}

interface YearFilterProps {
  label: string
  value: YearChoice
  years: readonly number[]
  onChange(year: YearChoice): void
}

/** The video galleries' single year select: All plus the years found, newest first (spec §2). */
export function YearFilter({ label, value, years, onChange }: YearFilterProps) {
  const id = useId()
  return (
    <form className="filters" role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      <div className="filters__field">
        <label htmlFor={`${id}-year`}>Year</label>
        <select id={`${id}-year`} name="year" value={String(value)} onChange={(e) => onChange(toChoice(e.target.value))}>
          <option value="All">All</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
    </form>
  )
}
