// The page's +data result, available to every component of the page (server and client).
import { createContext, useContext } from 'react'

export const PageDataContext = createContext<unknown>(undefined)

/** The data returned by this page's +data hook; pass the page's `Data` type. */
export function usePageData<Data>(): Data {
  return useContext(PageDataContext) as Data
}
