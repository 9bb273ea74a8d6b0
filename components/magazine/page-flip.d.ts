// page-flip 2.0.7 ships no usable types for its browser bundle; this declares the part we use.
declare module 'page-flip' {
  export interface FlipSettings {
    width: number
    height: number
    size?: 'fixed' | 'stretch'
    minWidth?: number
    maxWidth?: number
    minHeight?: number
    maxHeight?: number
    startPage?: number
    showCover?: boolean
    useMouseEvents?: boolean
    mobileScrollSupport?: boolean
    usePortrait?: boolean
    autoSize?: boolean
    drawShadow?: boolean
    maxShadowOpacity?: number
    flippingTime?: number
    showPageCorners?: boolean
  }
  export class PageFlip {
    constructor(block: HTMLElement, settings: FlipSettings)
    loadFromHTML(items: HTMLElement[]): void
    on(event: 'flip' | 'changeOrientation' | 'init' | 'changeState', cb: (e: { data: unknown }) => void): this
    flipNext(): void
    flipPrev(): void
    turnToPage(index: number): void
    getCurrentPageIndex(): number
    getPageCount(): number
    getOrientation(): 'portrait' | 'landscape'
    destroy(): void
  }
}
