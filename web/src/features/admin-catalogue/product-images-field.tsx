// A product's pictures (back-office.md §2, §5): up to 4, the first is the main image. Each tile can move earlier
// or later (choosing the main image) or be removed; the add tile uploads the chosen files at once and is hidden
// once there are 4. While an upload runs the tile says 'Uploading...' and the form's Save waits. Each picture is
// tagged with the colour it shows, of the product's chosen colours, or every colour (''): the product page shows it
// when a shopper picks that colour (issue 21). The tags move and go with their pictures.
import {
  Badge,
  Box,
  Field,
  HStack,
  IconButton,
  type IconButtonProps,
  Image,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ChangeEvent, useEffect } from 'react';
import { LuArrowLeft, LuArrowRight, LuImagePlus, LuX } from 'react-icons/lu';
import { useField, useForm } from 'react-final-form';
import { MAX_PRODUCT_IMAGES } from '@lemari/shop/rules';
import { FILE_INPUT_FOCUS_RING } from '@/components/form/image-field';
import { UPLOADING_TEXT, useImageUpload } from '@/components/image-upload';
import { messageText } from '@/lib/message-text';

/** The tag of an image that shows every colour. */
export const EVERY_COLOR = 'Every colour';

/** Each image's colour, in the images' order: '' where none was given or the colour is no longer chosen. */
export function imageColorsOf(
  images: readonly string[],
  imageColors: readonly string[] | null | undefined,
  colors: readonly string[],
): string[] {
  const chosen = new Map(colors.map((color) => [color.toLowerCase(), color]));
  return images.map((_, index) => chosen.get((imageColors?.[index] ?? '').toLowerCase()) ?? '');
}

/** What createProduct and updateProduct receive as imageColors. */
export const imageColorsInput = imageColorsOf;

interface ProductImagesFieldProps {
  onUploadingChange: (uploading: boolean) => void;
}

export function ProductImagesField({ onUploadingChange }: ProductImagesFieldProps) {
  const { input } = useField<string[]>('images');
  const tags = useField<string[]>('imageColors');
  const colors = useField<string[]>('colors', { subscription: { value: true } }).input.value || [];
  const form = useForm();
  const images = input.value || [];
  const imageColors = imageColorsOf(images, tags.input.value, colors);
  const { upload, uploading } = useImageUpload();
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  /** Sets the pictures and their colours together, so a tag stays with its picture. */
  const set = (next: { url: string; color: string }[]) =>
    form.batch(() => {
      input.onChange(next.map((image) => image.url));
      tags.input.onChange(next.map((image) => image.color));
    });
  const pairs = () => images.map((url, index) => ({ url, color: imageColors[index] ?? '' }));
  const move = (from: number, to: number) => {
    const next = pairs();
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    set(next);
  };
  const tag = (at: number, color: string) =>
    tags.input.onChange(imageColors.map((current, index) => (index === at ? color : current)));

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, MAX_PRODUCT_IMAGES - images.length);
    event.target.value = '';
    let current = pairs();
    for (const file of files) {
      const url = await upload(file);
      if (url) {
        current = [...current, { url, color: '' }].slice(0, MAX_PRODUCT_IMAGES);
        set(current);
      }
    }
  }

  return (
    <Stack gap="2" role="group" aria-labelledby="product-images-label">
      <Text id="product-images-label" fontSize="sm" fontWeight="medium">
        Images ({images.length} of {MAX_PRODUCT_IMAGES}; the first is the main image)
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {images.map((url, index) => (
          <Stack key={`${url}-${index}`} gap="1" data-testid="product-image-tile">
            <Box position="relative" aspectRatio={3 / 4} borderRadius="md" overflow="hidden" bg="bg.muted">
              <Image src={url} alt={`Image ${index + 1}`} width="full" height="full" objectFit="cover" />
              {index === 0 ? (
                <Badge position="absolute" top="1" left="1" colorPalette="green">
                  Main
                </Badge>
              ) : null}
            </Box>
            <HStack gap="1" justify="space-between">
              <TileButton
                aria-label={`Move image ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <LuArrowLeft />
              </TileButton>
              <TileButton
                aria-label={`Remove image ${index + 1}`}
                colorPalette="red"
                onClick={() => set(pairs().filter((_, i) => i !== index))}
              >
                <LuX />
              </TileButton>
              <TileButton
                aria-label={`Move image ${index + 1} later`}
                disabled={index === images.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <LuArrowRight />
              </TileButton>
            </HStack>
            {colors.length > 0 ? (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={`Colour of image ${index + 1}`}
                  value={imageColors[index] ?? ''}
                  onChange={(event) => tag(index, event.target.value)}
                  data-testid="image-color"
                >
                  <option value="">{EVERY_COLOR}</option>
                  {colors.map((color) => (
                    <option key={color} value={color}>
                      {color}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : null}
          </Stack>
        ))}
        {images.length < MAX_PRODUCT_IMAGES ? (
          <Field.Root
            disabled={uploading}
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="md"
            aspectRatio={3 / 4}
            position="relative"
            css={FILE_INPUT_FOCUS_RING}
            data-testid="add-image-tile"
          >
            {/* The whole tile is the file input's label: a tap anywhere on it opens the picker. */}
            <Field.Label
              flex="1"
              width="full"
              flexDirection="column"
              justifyContent="center"
              alignItems="center"
              gap="2"
              p="3"
              textAlign="center"
              cursor={uploading ? 'progress' : 'pointer'}
              _hover={{ bg: 'bg.muted' }}
            >
              <LuImagePlus size="24" aria-hidden />
              Add image
            </Field.Label>
            <Input type="file" accept="image/*" multiple onChange={(event) => void onChoose(event)} srOnly />
            <Field.HelperText px="3" pb="3" textAlign="center">
              {uploading ? messageText(UPLOADING_TEXT) : 'JPEG, PNG, WebP; at most 5 MB each'}
            </Field.HelperText>
          </Field.Root>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

/** A tile's small ghost icon button, 40 px square for a finger. */
function TileButton(props: IconButtonProps) {
  return <IconButton size="sm" variant="ghost" minW="10" minH="10" {...props} />;
}
