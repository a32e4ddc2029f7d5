// A product's small picture in a line (cart, checkout summary, orders): the image cropped to its box, or a muted
// box saying there is none, so lines keep their shape either way.
import { Box, Center, Image, type BoxProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { responsive } from '@/lib/images';

interface ProductThumbProps {
  src: string | null | undefined;
  /** The picture's text; '' when the product's name stands beside it already. */
  alt: string;
  width: BoxProps['width'];
  /** Width / height: 1 for square, 3 / 4 for a portrait like the product photos. */
  ratio?: number;
  borderRadius?: BoxProps['borderRadius'];
}

export function ProductThumb({ src, alt, width, ratio = 1, borderRadius = 'l2' }: ProductThumbProps) {
  return (
    <Box
      flexShrink={0}
      width={width}
      aspectRatio={ratio}
      borderRadius={borderRadius}
      overflow="hidden"
      bg="bg.muted"
    >
      {src ? (
        <Image
          {...responsive(src, '96px', ratio)}
          alt={alt}
          width="full"
          height="full"
          objectFit="cover"
          loading="lazy"
        />
      ) : (
        <Center height="full" color="fg.muted" fontSize="xs" textAlign="center">
          <Trans>No image</Trans>
        </Center>
      )}
    </Box>
  );
}
