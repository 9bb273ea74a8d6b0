// Plain-word labels and hints the editor at /admin shows office staff, by field name. Every field
// of every content schema needs one (tests/unit/cms/config.test.ts): a field cannot reach the
// editor with a programmer's name.
export interface FieldText {
  label: string
  hint?: string
  /** A multi-line text box instead of a one-line one. */
  long?: boolean
  /** Label of one item of a list, when it differs. */
  itemLabel?: string
}

export const LABELS: Record<string, FieldText> = {
  about: { label: 'About us block' },
  academicYears: {
    label: 'Academic years offered',
    hint: 'One entry per year parents can choose in the admission enquiry.',
    itemLabel: 'year',
  },
  activities: { label: 'Activities', hint: 'One activity per line, in the order shown.', itemLabel: 'activity' },
  activity: { label: 'Activity' },
  address: { label: 'Postal address' },
  admissionOpen: { label: 'Opens the admission enquiry form', hint: "Tick only for the 'Student Admission' menu item." },
  affiliationNo: { label: 'CBSE affiliation number' },
  aims: { label: 'Learning aims', hint: 'Exactly nine aims.', long: true, itemLabel: 'aim' },
  alt: {
    label: 'Picture description',
    hint: "Describe the picture for people who cannot see it, e.g. 'Girls planting saplings in the school garden'.",
  },
  appStoreUrl: { label: 'App Store link (iPhone)', hint: 'A web address starting with https://' },
  assembly: { label: 'Assembly time', hint: '24-hour time as HH:MM, e.g. 07:30' },
  banners: { label: 'Banner pictures', itemLabel: 'banner' },
  caption: { label: 'Caption', hint: 'The words shown under the picture.' },
  cards: { label: 'Cards', itemLabel: 'card' },
  category: { label: 'Category', hint: 'e.g. Under 14 girls' },
  children: { label: 'Links in this menu', hint: 'Leave empty for a single link.', itemLabel: 'link' },
  childrenFrom: { label: 'Fill this menu from', hint: "Only 'disclosure' (the CBSE Disclosure documents). Leave empty otherwise." },
  city: { label: 'City' },
  class: { label: 'Class', hint: 'e.g. Nursery, LKG, Class 1' },
  classes: { label: 'Classes', itemLabel: 'class' },
  curricularImages: { label: 'Activity pictures', hint: 'Exactly 26 pictures.', itemLabel: 'picture' },
  dates: { label: 'Dates', hint: 'e.g. 2 to 12 May 2025' },
  days: { label: 'Days', hint: 'e.g. Monday to Friday' },
  defaultClasses: { label: 'Classes shown before a year is chosen', itemLabel: 'class' },
  description: { label: 'Short description of the school', hint: 'Used by search engines and link previews.', long: true },
  dismissal: { label: 'Home time', hint: '24-hour time as HH:MM, e.g. 13:30' },
  documents: {
    label: 'Documents',
    hint: 'Each PDF must be uploaded to public/docs/cbse-disclosure/ with this exact file name.',
    itemLabel: 'document',
  },
  editions: { label: 'Editions', itemLabel: 'edition' },
  email: { label: 'E-mail address' },
  embedUrl: {
    label: 'Map address to show',
    hint: "The 'embed a map' web address (OpenStreetMap's Share › HTML, or Google Maps' Embed a map), starting with https://. Its site must be one the web team allows in frames: ask them before using a new site.",
  },
  erpUrl: { label: 'ERP login page', hint: 'A web address starting with https://' },
  event: { label: 'Event' },
  externalEditions: { label: 'Editions kept on another site', itemLabel: 'edition' },
  eyebrow: { label: 'Small line above the heading', hint: "Optional, e.g. 'About the school'." },
  facts: { label: 'Facts and figures' },
  file: { label: 'PDF file name', hint: 'e.g. mandatory-disclosure.pdf' },
  folder: { label: 'Folder', hint: 'Where the files of this item are kept. Changed by the web team.' },
  footer: { label: 'Footer link groups', itemLabel: 'group' },
  founded: { label: 'Date the school was founded' },
  group: { label: 'Classes', hint: 'e.g. Classes 1 to 5' },
  heading: { label: 'Heading' },
  height: { label: 'Picture height (pixels)' },
  hours: { label: 'Hours', hint: 'e.g. 8:00 to 13:00' },
  href: {
    label: 'Link',
    hint: 'A page of this site such as /about, a document such as /docs/file.pdf, or a web address starting with https://',
  },
  id: { label: 'Number', hint: 'Also the page address; do not change once published.' },
  image: { label: 'Main picture', hint: 'Optional.' },
  key: { label: 'Short name', hint: 'Also the page address; do not change once published.' },
  kind: { label: 'Which network' },
  kindergarten: { label: 'Kindergarten menu', itemLabel: 'menu item' },
  label: { label: 'Text shown' },
  lead: { label: 'One-sentence summary', hint: 'Optional; shown under the heading.', long: true },
  links: { label: 'Links', itemLabel: 'link' },
  linkUrl: { label: "Map link for 'open in Maps'", hint: 'A web address starting with https://' },
  map: { label: 'Map' },
  mapEmbedUrl: {
    label: 'Map address to show',
    hint: "The 'embed a map' web address; its site must be one the web team allows in frames.",
  },
  mapLinkUrl: { label: "Map link for 'open in Maps'" },
  months: { label: 'Months', hint: 'e.g. April to September' },
  motto: { label: 'Motto' },
  name: { label: 'Name' },
  newsletters: { label: 'Newsletters', itemLabel: 'newsletter' },
  newTab: { label: 'Open in a new tab', hint: 'Tick for PDFs and other websites.' },
  note: { label: 'Note', hint: 'Optional.', long: true },
  notFound: {
    label: 'Pages offered on the "Page not found" page',
    hint: 'The pages a visitor who followed a broken link most likely wants.',
    itemLabel: 'link',
  },
  officeHours: { label: 'Office hours', itemLabel: 'line of office hours' },
  organisation: { label: 'Organisation' },
  pageCountAssumed: { label: 'Page count is a guess', hint: 'Tick while the number of pages is not yet checked.' },
  pages: { label: 'Page pictures' },
  paragraphs: { label: 'Paragraphs', long: true, itemLabel: 'paragraph' },
  parentApp: { label: 'Parent app' },
  parentPortalHelpUrl: { label: 'Parent portal help site', hint: 'A web address starting with https://' },
  participants: { label: 'Number of participants', hint: 'Digits only.' },
  pdf: { label: 'PDF' },
  phones: { label: 'Phone numbers', hint: 'One number per line, e.g. +91 281 000 0001', itemLabel: 'phone number' },
  photos: { label: 'Photos', hint: 'In the order they are shown.', itemLabel: 'photo' },
  playStoreUrl: { label: 'Google Play link (Android)', hint: 'A web address starting with https://' },
  result: { label: 'Result', hint: 'e.g. Gold, 1st place' },
  role: { label: 'Role', hint: 'e.g. Headmistress' },
  rows: { label: 'Rows', hint: 'One row per line of the table, in the order shown.', itemLabel: 'row' },
  schoolCode: { label: 'School code' },
  seasons: { label: 'Seasons', itemLabel: 'season' },
  senior: { label: 'Senior school menu', itemLabel: 'menu item' },
  session: { label: 'School year', hint: 'Written YYYY-YYYY, e.g. 2025-2026' },
  shortName: { label: 'Short name' },
  homeScreenName: { label: 'Name under the home-screen icon', hint: 'At most 12 characters, e.g. Nazareth' },
  signature: { label: 'Signature' },
  sitemap: {
    label: 'More groups on the Sitemap page',
    hint: 'Pages no menu links to, such as the news and events lists.',
    itemLabel: 'group',
  },
  slides: { label: 'Slider pictures', itemLabel: 'slide' },
  social: { label: 'Social media links', itemLabel: 'social link' },
  sports: { label: 'Sports', itemLabel: 'sport' },
  src: { label: 'Picture file', hint: 'A path such as /images/home/banner-1.svg' },
  students: { label: 'Number of students (as shown)', hint: 'e.g. more than 3450' },
  summerCamps: { label: 'Summer camps', itemLabel: 'summer camp' },
  tagline: { label: 'Tagline' },
  teachers: { label: 'Number of teachers (as shown)' },
  termFees: { label: 'Term fees (rupees)', hint: 'Whole rupees, digits only: no commas, spaces or Rs.' },
  text: { label: 'Text' },
  tiles: { label: 'Tiles', itemLabel: 'tile' },
  title: { label: 'Title' },
  topic: { label: 'Topic' },
  totalDivisions: { label: 'Number of divisions', hint: 'Digits only.' },
  totalFees: { label: 'Total fees (rupees)', hint: 'Must equal tuition fees plus term fees.' },
  totalIntake: { label: 'Number of students', hint: 'Digits only.' },
  tuitionFees: { label: 'Tuition fees (rupees)', hint: 'Whole rupees, digits only: no commas, spaces or Rs.' },
  url: { label: 'Web address', hint: 'Starting with https://' },
  visitors: { label: 'Visitors', itemLabel: 'visitor' },
  volume: { label: 'Volume number' },
  welcome: { label: 'Welcome line', long: true },
  width: { label: 'Picture width (pixels)' },
  year: { label: 'Year' },
  years: { label: 'Years', itemLabel: 'year' },
}

export const missingLabels = new Set<string>()

export function fieldText(name: string, at: string): FieldText {
  const t = LABELS[name]
  if (!t) {
    missingLabels.add(at)
    return { label: name }
  }
  return t
}
