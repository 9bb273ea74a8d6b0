// ARIA tabs with keyboard over server-rendered panels (components/content/Tabs.tsx); without JavaScript every panel shows.
export { mountTabs as mount } from '#components/content/initTabs.ts'
