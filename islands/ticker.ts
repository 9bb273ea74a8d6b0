// A prerendered ticker (components/carousel/Ticker.tsx) starts moving and shows its Pause button.
export { mountTicker as mount } from '#components/carousel/mountTicker.ts'
