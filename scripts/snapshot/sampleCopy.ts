// Sample copy for the embedded snapshot: written for this rebuild, plausible and clearly sample (no real school's text).
import type { GalleryCategory } from '#lib/schema/galleryItem.ts'
import type { School } from '#lib/schema/primitives.ts'

/** [month, day, school, title ({y} = year), description] */
export type Dated = [number, number, School, string, string]

export const NEWS: Dated[] = [
  [1, 12, 'Senior', 'Republic Day preparations begin for {y}', 'Students of classes VI to IX rehearse the march past and a patriotic song medley for the Republic Day assembly. (Sample news item.)'],
  [1, 26, 'Both', 'Republic Day celebrated on campus', 'The flag was hoisted at 8:00 am, followed by a cultural programme by the senior choir and a skit by the kindergarten. (Sample.)'],
  [2, 8, 'Senior', 'Class XII farewell: "Roots and Wings"', 'Class XI hosted a warm farewell for the outgoing class XII with songs, memories and a blessing service. (Sample.)'],
  [2, 20, 'Junior', 'Kindergarten Grandparents Day', 'Our youngest learners welcomed their grandparents with songs, handmade cards and a little dance. (Sample.)'],
  [3, 5, 'Senior', 'Board examinations: guidelines for students', 'Reporting time, the items allowed in the examination hall and the helpline numbers are shared in the class groups. (Sample.)'],
  [4, 2, 'Both', 'New academic session {y}-{y1} begins', 'The school reopened with a prayer service. Timetables and book lists are available from the class teachers. (Sample.)'],
  [4, 22, 'Senior', 'Earth Day: eco club plants 150 saplings', 'The eco club planted native saplings along the back lane and launched a paper-saving drive. (Sample.)'],
  [5, 14, 'Senior', 'CBSE results {y}: congratulations to our students', 'Our class X and class XII students did the school proud; the toppers are listed on the toppers pages. (Sample.)'],
  [6, 21, 'Both', 'International Yoga Day observed', 'Students and staff practised a common yoga protocol in the school ground led by the PE department. (Sample.)'],
  [7, 10, 'Junior', 'Kindergarten Colour Week: the Yellow Day', 'Children came dressed in yellow and brought yellow fruit for a shared snack and a sorting game. (Sample.)'],
  [7, 28, 'Senior', 'Investiture ceremony {y}', 'The new school parliament took its oath; the head girl and house captains received their badges. (Sample.)'],
  [8, 15, 'Both', 'Independence Day celebrations', 'A flag hoisting, the school band and a dance on unity in diversity marked the day. (Sample.)'],
  [9, 5, 'Senior', "Teachers' Day: students take the classes", 'Class XII students taught the junior classes for a day and staged a programme for their teachers. (Sample.)'],
  [10, 2, 'Both', 'Gandhi Jayanti: cleanliness drive', 'Classes adopted a corner of the campus each and cleaned it together, with a talk on simple living. (Sample.)'],
  [11, 14, 'Junior', "Children's Day fun fair in the kindergarten", 'Game stalls, a puppet show and a magic act for our little ones; teachers performed a surprise dance. (Sample.)'],
  [12, 2, 'Senior', 'Inter-house science quiz results', 'Green house won the final round on space and the environment; the quiz was conducted by the science department. (Sample.)'],
]

export const EVENTS: Dated[] = [
  [1, 18, 'Senior', 'Science exhibition {y}', 'Working models by classes VI to XI on energy, health and the environment; parents are welcome from 10 am.'],
  [2, 10, 'Junior', 'Kindergarten sports day {y}', 'Fun races, a parade and a drill display by Nursery, LKG and HKG on the main ground.'],
  [3, 15, 'Senior', 'Parent-teacher meeting: classes IX and XI', 'Term results and the next steps for the board classes, class-wise in the classrooms.'],
  [6, 5, 'Both', 'World Environment Day walk', 'A short awareness walk around the school block with placards made by students.'],
  [7, 20, 'Senior', 'Inter-school debate: "Technology brings us closer"', 'Teams from neighbouring schools debate in the auditorium; the senior parliament hosts.'],
  [8, 29, 'Senior', 'National Sports Day matches', 'Basketball and kabaddi house matches on the courts, with the finals after lunch.'],
  [9, 24, 'Junior', 'Kindergarten grandparents and parents concert', 'Rhymes, a harvest song and a story play by the kindergarten classes.'],
  [12, 5, 'Senior', 'Annual sports meet {y}', 'March past, track events and the relay finals; the chief guest gives away the prizes.'],
  [12, 12, 'Junior', 'Kindergarten annual concert {y}', 'Songs, a toy-band performance and a little play by Nursery, LKG and HKG for their families.'],
  [12, 18, 'Both', 'Christmas celebration {y}', 'Carols, a tableau and the sharing of cake; the school closes for the winter break after the programme.'],
]

export const EVENT_TIMES = ['9:00 AM', '10:00 AM', '8:30 AM', '11:00 AM', '2:00 PM']
export const VENUES = ['School auditorium', 'Main ground', 'Kindergarten hall', 'Basketball court', 'School chapel lawn', 'Library hall']

export interface AlbumSeed {
  slug: string
  title: string
  category: GalleryCategory
  school: 'Senior' | 'Junior'
  date: string
  description: string
}

export const ALBUMS: AlbumSeed[] = [
  { slug: 'annual-day-2025', title: 'Annual Day 2025', category: 'PhotoGallery', school: 'Senior', date: '2025-12-13', description: 'Scenes from the annual day: the welcome dance, the school choir and the prize distribution.' },
  { slug: 'annual-day-2024', title: 'Annual Day 2024', category: 'PhotoGallery', school: 'Senior', date: '2024-12-14', description: 'The annual day programme on the theme "Seasons of Kindness".' },
  { slug: 'republic-day-2026', title: 'Republic Day 2026', category: 'PhotoGallery', school: 'Senior', date: '2026-01-26', description: 'Flag hoisting, the march past and the patriotic song medley.' },
  { slug: 'science-exhibition-2026', title: 'Science Exhibition 2026', category: 'PhotoGallery', school: 'Senior', date: '2026-01-18', description: 'Working models on clean energy, water and health by classes VI to XI.' },
  { slug: 'investiture-2025', title: 'Investiture Ceremony 2025', category: 'PhotoGallery', school: 'Senior', date: '2025-07-28', description: 'The new school parliament takes its oath.' },
  { slug: 'teachers-day-2024', title: "Teachers' Day 2024", category: 'PhotoGallery', school: 'Senior', date: '2024-09-05', description: 'Students thank their teachers with a programme of songs and skits.' },
  { slug: 'kg-graduation-2026', title: 'Kindergarten Graduation 2026', category: 'PhotoGallery', school: 'Junior', date: '2026-03-20', description: 'Our HKG children receive their graduation scrolls.' },
  { slug: 'kg-christmas-2025', title: 'Kindergarten Christmas 2025', category: 'PhotoGallery', school: 'Junior', date: '2025-12-19', description: 'Carols, stars and a visit from Santa in the kindergarten hall.' },
  { slug: 'kg-colour-week-2024', title: 'Colour Week 2024', category: 'PhotoGallery', school: 'Junior', date: '2024-07-12', description: 'A week of colours: red, yellow, green and blue days.' },
  { slug: 'old-age-home-visit-2025', title: 'Visit to an Old Age Home', category: 'SocialResponsibility', school: 'Senior', date: '2025-10-02', description: 'Class IX students spent a morning with the residents, singing and sharing snacks.' },
  { slug: 'blood-donation-2024', title: 'Blood Donation Awareness Drive', category: 'SocialResponsibility', school: 'Senior', date: '2024-06-14', description: 'The interact club ran an awareness drive for parents and neighbours.' },
  { slug: 'clean-campus-2026', title: 'Clean Campus Drive 2026', category: 'SocialResponsibility', school: 'Senior', date: '2026-10-02', description: 'Each class adopted a corner of the campus to clean and keep clean.' },
  { slug: 'kg-food-drive-2025', title: 'Kindergarten Food Drive', category: 'SocialResponsibility', school: 'Junior', date: '2025-11-14', description: 'Our little ones collected dry rations for a nearby shelter.' },
  { slug: 'kg-tree-planting-2026', title: 'Little Hands Plant Trees', category: 'SocialResponsibility', school: 'Junior', date: '2026-07-05', description: 'Each LKG class planted and named a sapling in the garden.' },
  { slug: 'sports-meet-2025', title: 'Annual Sports Meet 2025', category: 'Sports', school: 'Senior', date: '2025-12-06', description: 'Track events, the relay finals and the march past.' },
  { slug: 'basketball-2024', title: 'Inter-house Basketball 2024', category: 'Sports', school: 'Senior', date: '2024-08-29', description: 'The inter-house basketball league on National Sports Day.' },
  { slug: 'kabaddi-2026', title: 'Kabaddi Tournament 2026', category: 'Sports', school: 'Senior', date: '2026-08-29', description: 'Girls of classes VIII to XII in the house kabaddi finals.' },
  { slug: 'kg-sports-day-2026', title: 'Kindergarten Sports Day 2026', category: 'Sports', school: 'Junior', date: '2026-02-10', description: 'Fun races, a parade and a drill display.' },
  { slug: 'kg-sports-day-2025', title: 'Kindergarten Sports Day 2025', category: 'Sports', school: 'Junior', date: '2025-02-11', description: 'Sack race, balloon race and the teddy bear drill.' },
  { slug: 'kg-yoga-2024', title: 'Tiny Yogis', category: 'Sports', school: 'Junior', date: '2024-06-21', description: 'Yoga Day in the kindergarten: animal poses and breathing games.' },
  { slug: 'kg-show-and-tell-2026', title: 'Show and Tell', category: 'CurricularActivities', school: 'Junior', date: '2026-08-12', description: 'Children speak about a favourite toy in front of their class.' },
  { slug: 'kg-clay-modelling-2025', title: 'Clay Modelling', category: 'CurricularActivities', school: 'Junior', date: '2025-09-18', description: 'Fruits and animals shaped in clay by the LKG classes.' },
  { slug: 'kg-rhyme-recitation-2024', title: 'Rhyme Recitation', category: 'CurricularActivities', school: 'Junior', date: '2024-11-20', description: 'Nursery children recite their favourite rhymes with actions.' },
  { slug: 'debate-2025', title: 'Inter-school Debate 2025', category: 'CurricularActivities', school: 'Senior', date: '2025-07-20', description: 'The senior parliament hosted teams from neighbouring schools.' },
  { slug: 'kg-sorting-shapes-2026', title: 'Sorting Shapes', category: 'ClassRoomActivities', school: 'Junior', date: '2026-09-09', description: 'HKG children sort blocks by shape and colour.' },
  { slug: 'kg-story-time-2025', title: 'Story Time with Puppets', category: 'ClassRoomActivities', school: 'Junior', date: '2025-08-06', description: 'Teachers tell stories with hand puppets made in class.' },
  { slug: 'kg-number-games-2024', title: 'Number Games', category: 'ClassRoomActivities', school: 'Junior', date: '2024-10-15', description: 'Counting with beads, steps and songs.' },
  { slug: 'maths-lab-2025', title: 'Maths Lab Activities', category: 'ClassRoomActivities', school: 'Senior', date: '2025-11-25', description: 'Class VII explores symmetry and tessellations with paper cut-outs.' },
  { slug: 'language-lab-2026', title: 'Language Lab', category: 'ClassRoomActivities', school: 'Senior', date: '2026-04-16', description: 'Listening and speaking practice in the language lab.' },
  { slug: 'art-workshop-2026', title: 'Art Workshop 2026', category: 'CurricularActivities', school: 'Senior', date: '2026-06-30', description: 'A visiting artist led a two-day workshop on warli painting.' },
]

export const FIRST_NAMES = ['Aanya', 'Meera', 'Sara', 'Riya', 'Anika', 'Diya', 'Kavya', 'Tanvi', 'Ishita', 'Neha', 'Priya', 'Sneha', 'Alisha', 'Fatima', 'Grace', 'Maria', 'Zoya', 'Pooja', 'Shreya', 'Nandini']
export const SURNAMES = ['Sample', 'Example', 'Demo', 'Placeholder', 'Specimen']
export const STREAMS = ['Science', 'Commerce', 'Humanities']

export const TESTIMONIALS: [string, string, string][] = [
  ['Mrs. A. Sample', 'Parent, class V', 'The teachers know every child by name and notice the quiet ones too. (Sample testimonial.)'],
  ['Mr. R. Example', 'Parent, LKG', 'Our daughter runs to school every morning; the kindergarten feels like a second home. (Sample.)'],
  ['Ms. K. Demo', 'Alumna, batch of 2010', 'The school taught me to speak up and to serve; both have shaped my career. (Sample.)'],
  ['Dr. S. Placeholder', 'Parent, class XII', 'Strong academics with plenty of room for sport, music and service. (Sample.)'],
  ['Mrs. F. Specimen', 'Parent, class VIII', 'Communication from the school is clear and timely, and the staff are always approachable. (Sample.)'],
  ['Ms. T. Sample', 'Alumna, batch of 2018', 'I still remember the annual days and the friendships that began there. (Sample.)'],
]

export const VIDEOS: [School, string, string][] = [
  ['Senior', '2026-01-26', 'Republic Day 2026 highlights'],
  ['Senior', '2025-12-13', 'Annual Day 2025: full programme'],
  ['Senior', '2025-08-15', 'Independence Day 2025 assembly'],
  ['Senior', '2024-12-14', 'Annual Day 2024 dance medley'],
  ['Senior', '2024-09-05', "Teachers' Day 2024"],
  ['Both', '2026-06-21', 'Yoga Day 2026 on campus'],
  ['Junior', '2026-03-20', 'Kindergarten graduation 2026'],
  ['Junior', '2025-12-19', 'Kindergarten Christmas concert 2025'],
  ['Junior', '2025-02-11', 'Kindergarten sports day 2025'],
  ['Junior', '2024-07-12', 'Colour week 2024'],
]

export const HIGHLIGHTS: [School, string, string][] = [
  ['Senior', '2026-11-02', 'Admissions for class XI (2026-27) open: see the admission procedure page'],
  ['Both', '2026-11-10', 'Winter uniform from 1 December'],
  ['Senior', '2026-11-15', 'Annual sports meet on 5 December: parents welcome'],
  ['Junior', '2026-11-18', 'Kindergarten concert on 12 December'],
  ['Senior', '2026-10-20', 'Half-yearly results published on the parent portal'],
  ['Both', '2026-09-01', 'Parent app: use school code NCSR to sign in'],
]

export const SOCIAL: ['YoutubeSocial' | 'InstagramSocial' | 'FacebookSocial', string][] = [
  ['YoutubeSocial', 'Annual Day 2025 on our video channel'],
  ['YoutubeSocial', 'Kindergarten Christmas concert'],
  ['YoutubeSocial', 'Republic Day 2026 march past'],
  ['InstagramSocial', 'Science exhibition models'],
  ['InstagramSocial', 'Sports meet moments'],
  ['InstagramSocial', 'Art workshop: warli painting'],
  ['FacebookSocial', 'Congratulations to our board toppers'],
  ['FacebookSocial', 'Clean campus drive'],
  ['FacebookSocial', 'Kindergarten graduation day'],
]
