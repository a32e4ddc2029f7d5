// The product page's size guide: its category's measurements per size (cm) in a sheet from the bottom of a phone's
// screen, or a dialog in the middle of a wider one. Its own chunk (Chakra's dialog machine), loaded when the
// Size guide link is first pressed or pointed at (product-page.tsx).
import { CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { formatMeasure } from '@/lib/format';

export const SizeGuideSheetFragment = graphql(`
  fragment SizeGuideSheet_sizeGuide on SizeGuide {
    columns
    rows {
      size
      values
    }
    note
  }
`);

export interface SizeGuideSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sizeGuide: FragmentType<typeof SizeGuideSheetFragment>;
  /** The product's name, under the title. */
  productName: string;
}

export function SizeGuideSheet({ open, onOpenChange, sizeGuide, productName }: SizeGuideSheetProps) {
  const { t } = useLingui();
  const guide = getFragmentData(SizeGuideSheetFragment, sizeGuide);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement={{ base: 'bottom', md: 'center' }}
      motionPreset={{ base: 'slide-in-bottom', md: 'scale' }}
      scrollBehavior="inside"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="size-guide-sheet"
            // On a phone: a sheet along the bottom edge, full width, as high as its table needs (85 % at most).
            maxW={{ base: 'full', md: 'lg' }}
            maxHeight={{ base: '85dvh', md: 'calc(100% - 7.5rem)' }}
            my={{ base: '0', md: 'auto' }}
            borderTopRadius="l3"
            borderBottomRadius={{ base: 'none', md: 'l3' }}
          >
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
              <Dialog.Title>
                <Trans>Size guide</Trans>
              </Dialog.Title>
              <Dialog.Description>{productName}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm" data-testid="size-guide-table">
                <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="2" mt="0">
                  <Trans>Measurements in centimetres</Trans>
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col">
                      <Trans>Size</Trans>
                    </Table.ColumnHeader>
                    {guide.columns.map((column) => (
                      <Table.ColumnHeader key={column} scope="col" textAlign="end">
                        {column}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {guide.rows.map((row) => (
                    <Table.Row key={row.size} data-testid="size-guide-row">
                      <Table.Cell as="th" scope="row" fontWeight="semibold">
                        {row.size}
                      </Table.Cell>
                      {row.values.map((value, index) => (
                        <Table.Cell key={index} textAlign="end" fontVariantNumeric="tabular-nums">
                          {formatMeasure(value)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              {guide.note ? (
                <Text mt="4" color="fg.muted" fontSize="sm">
                  {guide.note}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close size guide`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
