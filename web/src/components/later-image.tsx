// Images below a server-rendered page's first screen (the product grid's later rows, related products, the home
// page's banner): on a phone's network they would share its bandwidth with the app's scripts, and the page would
// take taps later. Their files are asked for once the app has taken the page over; a page the app renders itself
// (a navigation inside it) shows them at once.
import { Image, type ImageProps } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes a server-rendered page over (and on the server), true from the render that follows and
 * for every page the app renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * An image whose file (src, srcSet) waits until the page is hydrated. Until then its place stays empty (the box
 * around it keeps the size; an <img> without a file would show the browser's broken-image mark), and the picture
 * itself is in a <noscript> for a browser without JavaScript.
 */
export function LaterImage(props: ImageProps) {
  const hydrated = useHydrated();
  const image = <Image {...props} />;
  return hydrated ? image : <noscript>{image}</noscript>;
}
