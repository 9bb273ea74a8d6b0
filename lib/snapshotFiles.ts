// Spec §7: the snapshot file each list endpoint is kept in (NCSR_DATA_DIR), by endpoint name.
// lib/endpoints.ts names each endpoint's file from here. They live apart from the schemas so that
// scripts/ci/snapshotChange.ts, which needs only the names, runs on Node alone (CI's lane choice
// installs nothing: docs/operations.md "The data lane").
export const SNAPSHOT_FILES = {
  highlight: 'highlight.json',
  news: 'news.json',
  newsAll: 'news-all.json',
  events: 'events.json',
  eventsAll: 'events-all.json',
  videos: 'videos.json',
  gallery: 'gallery.json',
  toppers: 'toppers.json',
  media: 'media.json',
  testimonials: 'testimonials.json',
  notifications: 'notifications.json',
  onlineRegistration: 'online-registration.json',
} as const
