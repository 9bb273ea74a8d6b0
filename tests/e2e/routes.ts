import { pageRoutes, type PageRoute } from '#lib/content/links.ts'

// The information routes of spec §2, with the heading and key text each must show.
export interface InfoRoute {
  path: string
  h1: string | RegExp
  /** Text that must be in the page's raw HTML (no JavaScript). */
  text: string[]
  /** Ships a script (lightbox, tabs, or a table that scrolls); every other route must reference none. */
  js?: boolean
  kindergarten?: boolean
}

export const INFO_ROUTES: InfoRoute[] = [
  { path: '/about', h1: 'Origin and History', text: ['14 June 1963', 'more than 3450 students', 'more than a hundred teachers'] },
  { path: '/our-patronees', h1: 'Our Patroness', text: ['Our Lady of Nazareth'] },
  { path: '/headmistress', h1: 'Headmistress Message', text: ['Love in Service', 'Headmistress'] },
  { path: '/vision-mission', h1: 'Motto and Vision-Mission', text: ['Love in Service', 'Vision', 'Mission'] },
  { path: '/school-parliament', h1: 'School Parliament', text: ['Investiture ceremony'], js: true },
  { path: '/classroom-activity', h1: 'Classroom Activities', text: ['Science model making'], js: true },
  { path: '/co-curricular', h1: 'Co-curricular Activities', text: ['Eco Club'] },
  { path: '/social-community-service', h1: 'Social and Community Service', text: ['Donation history'], js: true },
  {
    path: '/sports',
    h1: 'Sports',
    text: ['Basketball', 'Football', 'Kabaddi', 'Gymnastics', 'Swimming', 'Table Tennis', 'Summer Camps'],
    js: true,
  },
  { path: '/visitors', h1: 'Visitors', text: ['Organisation', 'Topic'], js: true },
  { path: '/coScholastic', h1: 'Co-Scholastic Activity', text: ['Thematic Assembly', 'Yoga', 'Maths Lab Activities'] },
  { path: '/certificates-awards', h1: 'Certificates and Awards', text: ['Green School Award'], js: true },
  { path: '/administration', h1: 'Administration', text: ['Withdrawals', 'Rs. 100', 'at least 3 days', '8:00 to 13:00', '8:00 to 12:30'] },
  {
    path: '/admission-procedure',
    h1: 'Admission Procedure',
    text: ['1 December 2025, 10 am, to 5 December 2025, 11 pm', '3 to 4 years old as of 1 June 2026'],
  },
  { path: '/rules-desicipline', h1: 'Rules of Discipline', text: ['uniform'] },
  { path: '/year-planner', h1: 'Year Planner', text: ['/docs/academics/year-planner.pdf', 'Download the'] },
  { path: '/school-hours', h1: 'School Hours', text: ['Summer', 'Winter', '07:30', '08:00', '07:45', '08:15'], js: true },
  { path: '/parent-portal', h1: 'Parent Portal Guidelines', text: ['4 to 24 hours', 'NCSR'] },
  { path: '/erp-software', h1: 'ERP Software', text: ['Manage Data', 'Parent Portal', 'Communication Portal'], js: true },
  {
    path: '/cbse',
    h1: 'Welcome to the CBSE Section',
    text: ['BookList', 'Magazine', 'TC Issued', 'Campus', 'CBSE Board Events', 'CBSE Board News'],
  },
  { path: '/Booklist', h1: 'Book List', text: ['CBSE BOARD', 'Class I to III', 'Class IV to XII'] },
  { path: '/campus', h1: 'Campus', text: ['Main building and front lawn'], js: true },
  { path: '/coming-soon', h1: 'Achievements', text: ['Coming soon'] },
  { path: '/kinder-about', h1: 'About Our Kindergarten', text: ['Nursery'], kindergarten: true },
  {
    path: '/goals-rules',
    h1: 'Goals, Rules, Expectation',
    text: ['Our Goals', 'Our Golden Rules Are', 'Our Expectations'],
    js: true,
    kindergarten: true,
  },
  { path: '/cultural-programm', h1: 'Cultural Programme', text: ['Welcome dance'], js: true, kindergarten: true },
  { path: '/awards', h1: 'Awards', text: ['Best drawing prize'], js: true, kindergarten: true },
  { path: '/kids-fee-details', h1: 'Yearly Fees Details (2025-2026)', text: ['Nursery', 'LKG', 'HKG'], js: true, kindergarten: true },
  { path: '/kids-strength', h1: 'Students Strength (2025-2026)', text: ['223', '251', '284'], js: true, kindergarten: true },
  { path: '/kids-uniform', h1: 'Uniform', text: ['Regular days'], js: true, kindergarten: true },
]

/** The site's route table (pages/, as Vike routes it): every check over "every route" starts here. */
export const ROUTE_TABLE: PageRoute[] = pageRoutes()

/** Routes with one page each: '/about/', '/' (built addresses, with the trailing slash). */
export const STATIC_ROUTES: string[] = ROUTE_TABLE.filter((r) => !r.parameterised).map((r) => (r.route === '/' ? '/' : r.route + '/'))

/** The route of the table a built address belongs to ('/SubGallery/@id' for '/SubGallery/abc/'), or undefined. */
export const tableRouteOf = (address: string): PageRoute | undefined => ROUTE_TABLE.find((r) => r.pattern.test(address))
