// A product's pictures: the chosen one large (the main image first), the others as thumbnails to tap.
import { AspectRatio, Box, Center, chakra, HStack, Image } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { takeEarlyTaps } from '@/lib/early-taps';
import { FETCH_FIRST, GALLERY_IMAGE_SIZES, responsive } from '@/lib/images';

/** The thumbnails' mark for taps before the app runs, followed by the image's index. */
const EARLY_THUMBNAIL = 'thumbnail:';

export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [shown, setShown] = useState(0);
  // A thumbnail tapped on the server-rendered page before the app took it over (src/lib/early-taps.ts): the last.
  useEffect(() => {
    const tapped = takeEarlyTaps((tap) => tap.startsWith(EARLY_THUMBNAIL)).at(-1);
    const index = tapped === undefined ? Number.NaN : Number(tapped.slice(EARLY_THUMBNAIL.length));
    if (Number.isInteger(index) && index >= 0 && index < images.length) setShown(index);
    // Once, as the gallery first runs: later taps go to the buttons.
  }, []);
  const current = images[shown] ?? images[0];
  return (
    <Box data-testid="product-gallery" width="full">
      <AspectRatio ratio={3 / 4} bg="bg.muted" borderRadius={{ base: 'none', md: 'l2' }} overflow="hidden">
        {current ? (
          <Image
            {...FETCH_FIRST}
            {...responsive(current, GALLERY_IMAGE_SIZES)}
            alt={name}
            objectFit="cover"
          />
        ) : (
          <Center color="fg.muted">No image</Center>
        )}
      </AspectRatio>
      {images.length > 1 ? (
        <HStack gap="2" mt="3" px={{ base: '4', md: '0' }} wrap="wrap">
          {images.map((image, index) => (
            <chakra.button
              // The image itself is decoration: the button's name says which one it shows.
              key={`${index}-${image}`}
              type="button"
              aria-label={`Show image ${index + 1}`}
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
