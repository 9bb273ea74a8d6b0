// Spec §7: every GET list endpoint, the schema of its records and the snapshot file it is kept in.
// If you add or rename one, update scripts/mock-api fixtures and docs/data.md.
import type { z } from 'zod'
import { eventSchema } from './schema/event.ts'
import { galleryItemSchema } from './schema/galleryItem.ts'
import { highlightSchema } from './schema/highlight.ts'
import { newsItemSchema } from './schema/newsItem.ts'
import { notificationSchema } from './schema/notification.ts'
import { onlineRegistrationSchema } from './schema/onlineRegistration.ts'
import { socialItemSchema } from './schema/socialItem.ts'
import { testimonialSchema } from './schema/testimonial.ts'
import { topperSchema } from './schema/topper.ts'
import { videoSchema } from './schema/video.ts'
import { SNAPSHOT_FILES } from './snapshotFiles.ts'

export const SCHOOL_CODE = 'NCSR'

interface EndpointDef<S extends z.ZodType> {
  /** Path under NCSR_API_BASE. */
  path: string
  /** Spec §6/§7: sent with `Authorization: Bearer {token}`. */
  auth: boolean
  /** Snapshot file name in NCSR_DATA_DIR (lib/snapshotFiles.ts). */
  file: string
  schema: S
  /**
   * The image paths a record holds (spec §3: `attachments` everywhere, also `images` of an event and
   * `image` of a notification): what the build's image step makes variants of (scripts/images/sources.ts).
   */
  images: (record: z.output<S>) => readonly string[]
}

const def = <S extends z.ZodType>(d: EndpointDef<S>) => d
const attachmentsOf = (r: { attachments: string[] }) => r.attachments
const eventImages = (r: { images: string[]; attachments: string[] }) => [...r.images, ...r.attachments]

export const endpoints = {
  highlight: def({
    path: `/api/highlight/${SCHOOL_CODE}`,
    auth: false,
    file: SNAPSHOT_FILES.highlight,
    schema: highlightSchema,
    images: attachmentsOf,
  }),
  news: def({ path: `/api/news/${SCHOOL_CODE}`, auth: false, file: SNAPSHOT_FILES.news, schema: newsItemSchema, images: attachmentsOf }),
  newsAll: def({
    path: `/api/news/All/${SCHOOL_CODE}`,
    auth: false,
    file: SNAPSHOT_FILES.newsAll,
    schema: newsItemSchema,
    images: attachmentsOf,
  }),
  events: def({
    path: `/api/events/${SCHOOL_CODE}`,
    auth: false,
    file: SNAPSHOT_FILES.events,
    schema: eventSchema,
    images: eventImages,
  }),
  eventsAll: def({
    path: `/api/events/All/${SCHOOL_CODE}`,
    auth: false,
    file: SNAPSHOT_FILES.eventsAll,
    schema: eventSchema,
    images: eventImages,
  }),
  videos: def({
    path: `/api/video/all/${SCHOOL_CODE}`,
    auth: false,
    file: SNAPSHOT_FILES.videos,
    schema: videoSchema,
    images: attachmentsOf,
  }),
  gallery: def({
    path: `/api/gallery/all/${SCHOOL_CODE}`,
    auth: false,
    file: SNAPSHOT_FILES.gallery,
    schema: galleryItemSchema,
    images: attachmentsOf,
  }),
  toppers: def({
    path: `/api/topper/${SCHOOL_CODE}`,
    auth: true,
    file: SNAPSHOT_FILES.toppers,
    schema: topperSchema,
    images: attachmentsOf,
  }),
  /** Spec §7 calls it "media"; its records are the social items (YoutubeSocial, InstagramSocial, FacebookSocial). */
  media: def({
    path: `/api/media/${SCHOOL_CODE}`,
    auth: true,
    file: SNAPSHOT_FILES.media,
    schema: socialItemSchema,
    images: attachmentsOf,
  }),
  testimonials: def({
    path: `/api/testimonials/${SCHOOL_CODE}`,
    auth: false,
    file: SNAPSHOT_FILES.testimonials,
    schema: testimonialSchema,
    images: attachmentsOf,
  }),
  notifications: def({
    path: `/api/notification/${SCHOOL_CODE}`,
    auth: true,
    file: SNAPSHOT_FILES.notifications,
    schema: notificationSchema,
    images: (r) => [...r.image, ...r.attachments],
  }),
  onlineRegistration: def({
    path: `/api/onlineRegistration/${SCHOOL_CODE}`,
    auth: true,
    file: SNAPSHOT_FILES.onlineRegistration,
    schema: onlineRegistrationSchema,
    images: attachmentsOf,
  }),
}
export type EndpointName = keyof typeof endpoints
export type EndpointRecord<N extends EndpointName> = z.output<(typeof endpoints)[N]['schema']>
