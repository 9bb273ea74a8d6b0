// https://vike.dev/data
import { loadSnapshot } from '../../lib/load/snapshot.ts'
import { formatDotted, isoDay } from '../../lib/format/date.ts'
import { site } from '../../lib/content/site.ts'
import { admissionEnquiryData } from '../../lib/forms/pageData.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const news = loadSnapshot('news')
    .filter((n) => n.school !== 'Junior')
    .slice(0, 5)
    .map((n) => ({ id: n._id, title: n.title, date: formatDotted(n.date), day: isoDay(n.date) }))
  return { schoolName: site.name, news, admission: admissionEnquiryData() }
}
