// "Go Back" goes back one step when the visitor came from this site (components/content/goBack.ts).
export { mountGoBack as mount } from '#components/content/goBack.ts'
