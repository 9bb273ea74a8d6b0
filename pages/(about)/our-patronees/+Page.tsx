export { Page } from '#components/content/InfoPage.tsx'
