// On a phone, the product page's add-to-cart bar: once the page's own "Add to cart" has scrolled up out of view, a
// bar at the bottom of the screen holds the price, the colour and size chosen and the button, until the end of the
// page's content comes into view (the footer is never under it). It is fixed and slides in by a transform, so it
// shifts nothing on the page; while it shows, the chat button moves up over it (lib/bottom-bar.ts). Wider screens
// never show it.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { LuShoppingBag } from 'react-icons/lu';
import { setBottomBarHeight } from '@/lib/bottom-bar';
import { formatRupiah } from '@/lib/format';

/** Far enough to stand for "the rest of the page" in a root margin. */
const FAR = '1000000px';

/**
 * Whether the bar shows: `button` has left the screen upwards and `end` (a mark after the page's content) is
 * neither on the screen nor above it. Each is watched against the screen stretched far the other way, so that a
 * fling that jumps over an element in one frame still changes what is seen: the button is "seen" while on the
 * screen or below it, the end while on the screen or above it. Nothing shows where IntersectionObserver is
 * missing (the server, old browsers).
 */
export function useScrolledPast(
  button: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
): boolean {
  const [past, setPast] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    const watched = button.current;
    if (!watched || typeof IntersectionObserver === 'undefined') return;
    const last = (entries: IntersectionObserverEntry[]) => entries[entries.length - 1];
    const passed = new IntersectionObserver(
      (entries) => {
        const entry = last(entries);
        if (entry) setPast(!entry.isIntersecting);
      },
      { rootMargin: `0px 0px ${FAR} 0px` },
    );
    passed.observe(watched);
    const reached = new IntersectionObserver(
      (entries) => {
        const entry = last(entries);
        if (entry) setAtEnd(entry.isIntersecting);
      },
      { rootMargin: `${FAR} 0px 0px 0px` },
    );
    if (end.current) reached.observe(end.current);
    return () => {
      passed.disconnect();
      reached.disconnect();
    };
  }, [button, end]);
  return past && !atEnd;
}

interface ProductAddBarProps {
  shown: boolean;
  sellPrice: number;
  /** The colour and size chosen, or what is still to choose. */
  choice: string;
  disabled: boolean;
  loading: boolean;
  onAdd: () => void;
}

export function ProductAddBar({ shown, sellPrice, choice, disabled, loading, onAdd }: ProductAddBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  // The chat button moves up by the bar's height while it shows (0 on a wide screen, where it is not displayed).
  useEffect(() => {
    setBottomBarHeight(shown ? (bar.current?.getBoundingClientRect().height ?? 0) : 0);
  }, [shown]);
  useEffect(() => () => setBottomBarHeight(0), []);
  return (
    <Box
      ref={bar}
      data-testid="add-to-cart-bar"
      data-state={shown ? 'open' : 'closed'}
      // Out of the accessibility tree and the tab order while it is away.
      aria-hidden={shown ? undefined : true}
      display={{ base: 'block', sm: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="0 -4px 12px rgba(0, 0, 0, 0.08)"
      px="4"
      pt="3"
      pb="max(0.75rem, env(safe-area-inset-bottom))"
      transform={shown ? 'translateY(0)' : 'translateY(100%)'}
      visibility={shown ? 'visible' : 'hidden'}
      // Hidden only once it has slid away; shown at once as it starts to slide in.
      transition={shown ? 'transform 0.2s ease' : 'transform 0.2s ease, visibility 0s linear 0.2s'}
      _motionReduce={{ transition: 'none' }}
    >
      <HStack gap="3" justify="space-between">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {formatRupiah(sellPrice)}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate data-testid="add-to-cart-bar-choice">
            {choice}
          </Text>
        </Stack>
        <Button
          flexShrink={0}
          onClick={onAdd}
          loading={loading}
          disabled={disabled}
          tabIndex={shown ? undefined : -1}
        >
          <LuShoppingBag /> <Trans>Add to cart</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
