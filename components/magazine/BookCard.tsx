// One edition on the /magazine or /newsletter listing: its cover and label, opening its reader.
// An external edition (the Silver Jubilee souvenir) opens its document in a new tab instead.
// The cover comes from the image pipeline at the card's size (`sizes` preset 'book').
import type { Img } from '#lib/images/img.ts'
import { PAGE_HEIGHT, PAGE_WIDTH } from '#lib/magazine/pages.ts'
import { ResponsiveImage } from '../images/ResponsiveImage.tsx'

export type BookCardProps =
  | { kind: 'reader'; label: string; href: string; cover: Img; pageCount: number; eager?: boolean }
  | { kind: 'external'; label: string; href: string; eager?: boolean }

export function BookCard(props: BookCardProps) {
  if (props.kind === 'external') {
    return (
      <a className="book-card card" href={props.href} target="_blank" rel="noopener noreferrer">
        <span className="book-card__cover book-card__cover--drawn" aria-hidden="true">
          {props.label}
        </span>
        <span className="book-card__label">{props.label}</span>
        <span className="book-card__meta">
          Document on another site<span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
    )
  }
  return (
    <a className="book-card card" href={props.href}>
      <ResponsiveImage
        className="book-card__cover"
        image={props.cover}
        alt=""
        sizes="book"
        width={PAGE_WIDTH}
        height={PAGE_HEIGHT}
        load={props.eager ? 'eager' : 'lazy'}
      />
      <span className="book-card__label">{props.label}</span>
      <span className="book-card__meta">{props.pageCount} pages</span>
    </a>
  )
}
