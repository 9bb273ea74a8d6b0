// https://vike.dev/Page — /kinder-activities: 9 learning aims; tabs 'Curricular Activities' (default:
// 26 static images plus cards) and 'Classroom Activities' (cards only). Both panels are in the HTML;
// without JavaScript the tabs are links to them (+client.ts turns them into ARIA tabs).
import { usePageData } from '../../../renderer/usePageData.ts'
import { AlbumCardList } from '../../../components/cards/AlbumCardList.tsx'
import type { Data } from './+data.ts'
import '../../../styles/listings.css'

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
      {/* If you rename these classes or data attributes, update ./+client.ts. */}
      <div className="tabs" data-tabs>
        <ul className="tabs__list">
          <li className="tabs__item"><a className="tabs__tab" id="tab-curricular" href="#curricular">Curricular Activities</a></li>
          <li className="tabs__item"><a className="tabs__tab" id="tab-classroom" href="#classroom">Classroom Activities</a></li>
        </ul>
        <section className="tabs__panel" id="curricular">
          <h2>Curricular Activities</h2>
          <ul className="photo-grid" data-lightbox>
            {curricularImages.map((img) => (
              <li key={img.src}>
                <a href={img.src} data-lightbox-item data-caption={img.caption}>
                  <img src={img.src} alt={img.caption} width={400} height={300} decoding="async" loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
          <AlbumCardList items={curricular} headingLevel={3} />
        </section>
        <section className="tabs__panel" id="classroom">
          <h2>Classroom Activities</h2>
          <AlbumCardList items={classroom} headingLevel={3} />
        </section>
      </div>
    </>
  )
}
