// The year / month / search state of a listing page, kept in ?year=&month=&q= so a filtered view can be shared.
import { schoolYear } from '#lib/format/date.ts'
import { parseListQuery, toListQuery, type ListFilter } from '#lib/select/listFilters.ts'
import { useUrlState, type UrlStateCodec } from './useUrlState.ts'

const codec: UrlStateCodec<ListFilter> = { parse: parseListQuery, serialize: toListQuery }

/**
 * @param defaultYear the default year for a given "current year" (the build's in the HTML, the
 *   visitor's after hydration); e.g. `(y) => y` for news, the latest year with data for the gallery.
 */
export function useListFilter(buildYear: number, defaultYear: (currentYear: number) => ListFilter['year'] = (y) => y) {
  return useUrlState<ListFilter>(
    { year: defaultYear(buildYear), month: 'All', q: '' },
    () => ({ year: defaultYear(schoolYear(new Date())), month: 'All', q: '' }),
    codec,
  )
}
