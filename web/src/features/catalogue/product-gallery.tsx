// A product's pictures: the chosen one large (the main image first), the others as thumbnails to tap. Once a
// colour is chosen, the pictures of that colour (Product.imageColors) lead, with those of every colour after them.
import { AspectRatio, Box, Center, chakra, HStack, Image } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { takeEarlyTaps } from '@/lib/early-taps';
import { FETCH_FIRST, GALLERY_IMAGE_SIZES, responsive } from '@/lib/images';
import { sameOption } from '@/lib/variants';

/** The thumbnails' mark for taps before the app runs, followed by the image's index. */
const EARLY_THUMBNAIL = 'thumbnail:';

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
  return (
    <Box data-testid="product-gallery" width="full">
      <AspectRatio ratio={3 / 4} bg="bg.muted" borderRadius={{ base: 'none', md: 'l2' }} overflow="hidden">
        {current ? (
          <Image
            {...FETCH_FIRST}
            {...responsive(current.url, GALLERY_IMAGE_SIZES)}
            alt={altOf(current)}
            objectFit="cover"
          />
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
    </Box>
  );
}
