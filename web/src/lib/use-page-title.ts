import { useEffect } from 'react';

/** The browser tab's title for a screen: 'Transactions · Lemari'. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Lemari`;
  }, [title]);
}
