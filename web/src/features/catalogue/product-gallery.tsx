// A product's pictures: the chosen one large (the main image first), the others as thumbnails to tap. Once a
// colour is chosen, the pictures of that colour (Product.imageColors) lead, with those of every colour after them.
// On a phone a swipe across the large picture shows the next or previous one; a tap on it (or its Enlarge button)
// opens the full-screen viewer (image-viewer.tsx: pinch or double-tap to zoom, arrow keys, Escape).
import { AspectRatio, Box, Center, chakra, HStack, IconButton, Image } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState, type PointerEvent } from 'react';
import { LuExpand } from 'react-icons/lu';
import { deferred } from '@/lib/deferred';
import { takeEarlyTaps } from '@/lib/early-taps';
import { FETCH_FIRST, GALLERY_IMAGE_SIZES, responsive } from '@/lib/images';
import { sameOption } from '@/lib/variants';

/** The thumbnails' mark for taps before the app runs, followed by the image's index. */
const EARLY_THUMBNAIL = 'thumbnail:';

/** How far (px) a finger moves sideways, more than up or down, for a swipe to another picture. */
export const SWIPE_DISTANCE = 40;

/** The full-screen viewer: its own chunk, fetched when the large picture is first touched or pointed at. */
const imageViewer = deferred(async () => (await import('./image-viewer')).ImageViewer);

/**
 * -1 (to the previous picture), 1 (to the next) or 0 for a pointer that went from `start` to `end`: a swipe is
 * mostly sideways and at least SWIPE_DISTANCE long; leftwards shows the next picture, as a page is turned.
 */
export function swipeStep(start: { x: number; y: number }, end: { x: number; y: number }): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

interface Picture {
  url: string;
  /** The colour it shows; empty for every colour. */
  color: string;
}

/**
 * The pictures to show for `color`: with a colour chosen that some picture is tagged with, that colour's pictures
 * first and then those of every colour (other colours' pictures leave); otherwise all of them as staff ordered them.
 */
export function picturesFor(
  images: readonly string[],
  imageColors: readonly string[],
  color: string,
): Picture[] {
  const all = images.map((url, index) => ({ url, color: imageColors[index] ?? '' }));
  const own = color ? all.filter((picture) => picture.color && sameOption(picture.color, color)) : [];
  if (own.length === 0) return all;
  return [...own, ...all.filter((picture) => !picture.color)];
}

interface ProductGalleryProps {
  images: readonly string[];
  /** The colour each image shows, in the same order ('' for every colour). */
  imageColors: readonly string[];
  /** The chosen colour, '' when none is. */
  color: string;
  name: string;
}

export function ProductGallery({ images: urls, imageColors, color, name }: ProductGalleryProps) {
  const { t } = useLingui();
  const pictures = picturesFor(urls, imageColors, color);
  const [shown, setShown] = useState(0);
  // Another colour chosen: its first picture shows (React's way to reset state on a prop's change, while rendering).
  const [shownFor, setShownFor] = useState(color);
  if (shownFor !== color) {
    setShownFor(color);
    setShown(0);
  }
  // A thumbnail tapped on the server-rendered page before the app took it over (src/lib/early-taps.ts): the last.
  useEffect(() => {
    const tapped = takeEarlyTaps((tap) => tap.startsWith(EARLY_THUMBNAIL)).at(-1);
    const index = tapped === undefined ? Number.NaN : Number(tapped.slice(EARLY_THUMBNAIL.length));
    if (Number.isInteger(index) && index >= 0 && index < pictures.length) setShown(index);
    // Once, as the gallery first runs: later taps go to the buttons.
  }, []);
  const current = pictures[shown] ?? pictures[0];
  /** A picture's text: the product's name, and the colour a tagged one shows. */
  const altOf = (picture: Picture) => (picture.color ? `${name}, ${picture.color}` : name);
  const [viewing, setViewing] = useState(false);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  /** Set by a swipe, so that the click its finger ends with does not open the viewer. */
  const swiped = useRef(false);

  function show(index: number) {
    setShown(Math.min(Math.max(index, 0), pictures.length - 1));
  }
  function openViewer() {
    setViewerLoaded(true);
    setViewing(true);
  }
  function onPointerDown(event: PointerEvent) {
    void imageViewer.preload();
    swiped.current = false;
    if (event.pointerType !== 'mouse')
      swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }
  function onPointerUp(event: PointerEvent) {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId || pictures.length < 2) return;
    const step = swipeStep(start, { x: event.clientX, y: event.clientY });
    if (step === 0) return;
    swiped.current = true;
    show(shown + step);
  }

  return (
    <Box data-testid="product-gallery" width="full">
      <AspectRatio
        ratio={3 / 4}
        bg="bg.muted"
        borderRadius={{ base: 'none', md: 'l2' }}
        overflow="hidden"
        position="relative"
      >
        {current ? (
          <Box
            // Sideways moves are the gallery's (a swipe); up and down still scroll the page.
            touchAction="pan-y"
            cursor="zoom-in"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
            onPointerEnter={() => void imageViewer.preload()}
            onClick={() => {
              if (swiped.current) swiped.current = false;
              else openViewer();
            }}
          >
            <Image
              {...FETCH_FIRST}
              {...responsive(current.url, GALLERY_IMAGE_SIZES)}
              alt={altOf(current)}
              objectFit="cover"
              width="full"
              height="full"
              draggable={false}
              data-testid="gallery-main-image"
            />
            <IconButton
              position="absolute"
              top="3"
              right="3"
              size="sm"
              variant="subtle"
              bg="bg/80"
              borderRadius="full"
              aria-label={t`Enlarge image`}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.stopPropagation();
                openViewer();
              }}
              onFocus={() => void imageViewer.preload()}
            >
              <LuExpand />
            </IconButton>
            {pictures.length > 1 ? (
              // Where the swipe has got to (the thumbnails below say it too, and are the buttons to use).
              <HStack
                aria-hidden
                position="absolute"
                bottom="3"
                left="0"
                right="0"
                justify="center"
                gap="1.5"
                hideFrom="md"
                data-testid="gallery-dots"
              >
                {pictures.map((picture, index) => (
                  <Box
                    key={`${index}-${picture.url}`}
                    boxSize="2"
                    borderRadius="full"
                    bg={index === shown ? 'fg' : 'bg/80'}
                    borderWidth="1px"
                    borderColor="fg/40"
                  />
                ))}
              </HStack>
            ) : null}
          </Box>
        ) : (
          <Center color="fg.muted">
            <Trans>No image</Trans>
          </Center>
        )}
      </AspectRatio>
      {pictures.length > 1 ? (
        <HStack gap="2" mt="3" px={{ base: '4', md: '0' }} wrap="wrap">
          {pictures.map(({ url: image }, index) => (
            <chakra.button
              // The image itself is decoration: the button's name says which one it shows.
              key={`${index}-${image}`}
              type="button"
              aria-label={t`Show image ${{ number: index + 1 }}`}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              data-early-tap={`${EARLY_THUMBNAIL}${index}`}
              width="16"
              borderWidth="2px"
              borderColor={index === shown ? 'fg' : 'transparent'}
              borderRadius="l2"
              overflow="hidden"
              cursor="pointer"
              opacity={index === shown ? 1 : 0.75}
              _hover={{ opacity: 1 }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '2px',
              }}
            >
              <AspectRatio ratio={3 / 4} bg="bg.muted">
                <Image {...responsive(image, '64px')} alt="" objectFit="cover" loading="lazy" />
              </AspectRatio>
            </chakra.button>
          ))}
        </HStack>
      ) : null}
      {viewerLoaded && pictures.length > 0 ? (
        <Suspense fallback={null}>
          <imageViewer.Component
            open={viewing}
            onOpenChange={setViewing}
            pictures={pictures.map((picture) => ({ url: picture.url, alt: altOf(picture) }))}
            index={Math.min(shown, pictures.length - 1)}
            onIndexChange={show}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
