// "Size guide" beside the product page's size picker: opens the category's measurements in a sheet (a dialog on
// wide screens), the sheet its own chunk, fetched when the link is pointed at or pressed.
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { LuRuler } from 'react-icons/lu';
import { deferred } from '@/lib/deferred';
import type { SizeGuideSheetProps } from './size-guide-sheet';

const sizeGuideSheet = deferred(async () => (await import('./size-guide-sheet')).SizeGuideSheet);

export function SizeGuideLink({
  sizeGuide,
  productName,
}: Pick<SizeGuideSheetProps, 'sizeGuide' | 'productName'>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        height="auto"
        minWidth="0"
        px="0"
        textDecoration="underline"
        textUnderlineOffset="3px"
        fontWeight="medium"
        aria-haspopup="dialog"
        data-testid="size-guide-link"
        onPointerEnter={() => void sizeGuideSheet.preload()}
        onFocus={() => void sizeGuideSheet.preload()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <LuRuler aria-hidden /> <Trans>Size guide</Trans>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <sizeGuideSheet.Component
            open={open}
            onOpenChange={setOpen}
            sizeGuide={sizeGuide}
            productName={productName}
          />
        </Suspense>
      ) : null}
    </>
  );
}
