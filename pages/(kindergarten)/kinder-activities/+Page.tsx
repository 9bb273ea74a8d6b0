// https://vike.dev/Page — /kinder-activities: 9 learning aims; tabs 'Curricular Activities' (default:
// 26 static images plus cards) and 'Classroom Activities' (cards only). Both panels are in the HTML;
// without JavaScript both show under their headings (components/content/Tabs.tsx; the `tabs` island
// turns them into ARIA tabs).
import { usePageData } from '#renderer/usePageData.ts'
import { AlbumCardList } from '#components/cards/AlbumCardList.tsx'
import { Tabs } from '#components/content/Tabs.tsx'
import type { Data } from './+data.ts'
import { PhotoLink } from '#components/images/PhotoLink.tsx'
import { largestSrc } from '#lib/images/img.ts'

export function Page() {
  const { aims, curricularImages, curricular, classroom } = usePageData<Data>()
  return (
    <>
      <header className="page-header">
        <h1>Kindergarten Activities</h1>
      </header>
      <section aria-labelledby="aims-heading">
        <h2 id="aims-heading">Our learning aims</h2>
        <ol className="aims">
          {aims.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ol>
      </section>
      <Tabs
        label="Activities"
        headingLevel={2}
        tabs={[
          {
            id: 'curricular',
            label: 'Curricular Activities',
            content: (
              <>
                <ul className="photo-grid" data-lightbox data-island="lightbox">
                  {curricularImages.map((img, i) => (
                    <li key={img.image.src}>
                      {/* The page's first image is not lazy (it may be the largest paint). */}
                      <PhotoLink
                        image={img.image}
                        href={largestSrc(img.image)}
                        caption={img.caption}
                        alt={img.caption}
                        load={i === 0 ? 'eager' : 'lazy'}
                      />
                    </li>
                  ))}
                </ul>
                <AlbumCardList items={curricular} headingLevel={3} />
              </>
            ),
          },
          { id: 'classroom', label: 'Classroom Activities', content: <AlbumCardList items={classroom} headingLevel={3} /> },
        ]}
      />
    </>
  )
}
