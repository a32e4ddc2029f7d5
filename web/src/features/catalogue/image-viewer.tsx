// The product gallery's full-screen viewer (a dialog): one picture as large as the screen allows, with the previous
// and next ones a swipe, an arrow key or a button away. Two fingers pinch it larger (up to MAX_ZOOM) and one then
// moves it about; a double tap, the Zoom buttons or + and − zoom in and out, and Escape or the close button leave.
// Its own chunk (product-gallery.tsx loads it when the picture is first touched or pointed at).
import { Box, CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { LuChevronLeft, LuChevronRight, LuZoomIn, LuZoomOut } from 'react-icons/lu';
import { responsive } from '@/lib/images';
import { swipeStep } from './product-gallery';

/** The most a picture is enlarged, and what a double tap or the Zoom in button goes to. */
export const MAX_ZOOM = 4;
const TAP_ZOOM = 2.5;
/** Two taps closer together than this (ms) are a double tap. */
const DOUBLE_TAP_MS = 300;

export interface ViewerPicture {
  url: string;
  alt: string;
}

export interface ImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pictures: readonly ViewerPicture[];
  index: number;
  onIndexChange: (index: number) => void;
}

interface Zoom {
  scale: number;
  x: number;
  y: number;
}

const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };

/** The zoom kept within bounds: scale from 1 to MAX_ZOOM, and the picture never moved off its frame. */
export function clampZoom(zoom: Zoom, width: number, height: number): Zoom {
  const scale = Math.min(Math.max(zoom.scale, 1), MAX_ZOOM);
  const maxX = ((scale - 1) * width) / 2;
  const maxY = ((scale - 1) * height) / 2;
  return {
    scale,
    x: Math.min(Math.max(zoom.x, -maxX), maxX),
    y: Math.min(Math.max(zoom.y, -maxY), maxY),
  };
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

export function ImageViewer({ open, onOpenChange, pictures, index, onIndexChange }: ImageViewerProps) {
  const { t } = useLingui();
  const [zoom, setZoom] = useState<Zoom>(UNZOOMED);
  const [gesturing, setGesturing] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  /** Where the current gesture started: the pointers then, and the zoom then. */
  const start = useRef<{ zoom: Zoom; points: { x: number; y: number }[]; moved: boolean } | null>(null);
  const lastTap = useRef(0);
  const picture = pictures[index] ?? pictures[0];
  const count = pictures.length;

  const bounded = (next: Zoom) => {
    const box = frame.current?.getBoundingClientRect();
    return clampZoom(next, box?.width ?? 0, box?.height ?? 0);
  };
  function go(step: number) {
    const next = index + step;
    if (next < 0 || next >= count) return;
    setZoom(UNZOOMED);
    onIndexChange(next);
  }
  const zoomBy = (factor: number) =>
    setZoom((current) => bounded({ ...current, scale: current.scale * factor }));

  function beginGesture() {
    start.current = { zoom, points: [...pointers.current.values()], moved: false };
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setGesturing(true);
    beginGesture();
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId) || !start.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = [...pointers.current.values()];
    const then = start.current.points;
    if (now.length >= 2 && then.length >= 2) {
      // Pinch: the scale follows the fingers' spread, the picture their midpoint.
      const spread = distance(now[0]!, now[1]!) / Math.max(distance(then[0]!, then[1]!), 1);
      const mid = { x: (now[0]!.x + now[1]!.x) / 2, y: (now[0]!.y + now[1]!.y) / 2 };
      const midThen = { x: (then[0]!.x + then[1]!.x) / 2, y: (then[0]!.y + then[1]!.y) / 2 };
      start.current.moved = true;
      setZoom(
        bounded({
          scale: start.current.zoom.scale * spread,
          x: start.current.zoom.x + mid.x - midThen.x,
          y: start.current.zoom.y + mid.y - midThen.y,
        }),
      );
    } else if (now.length === 1 && then.length === 1 && start.current.zoom.scale > 1) {
      // One finger on an enlarged picture moves it about.
      const dx = now[0]!.x - then[0]!.x;
      const dy = now[0]!.y - then[0]!.y;
      if (Math.abs(dx) + Math.abs(dy) > 4) start.current.moved = true;
      setZoom(bounded({ ...start.current.zoom, x: start.current.zoom.x + dx, y: start.current.zoom.y + dy }));
    }
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const began = start.current;
    const end = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other carries on from here (its lifting is no tap).
      beginGesture();
      start.current!.moved = true;
      return;
    }
    setGesturing(false);
    start.current = null;
    if (!began || !end || began.points.length !== 1) return;
    if (began.zoom.scale === 1) {
      const step = swipeStep(began.points[0]!, end);
      if (step !== 0) {
        go(step);
        return;
      }
    }
    if (began.moved) return;
    // A double tap zooms in where it is, or back out.
    const now = event.timeStamp;
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      setZoom((current) => (current.scale > 1 ? UNZOOMED : bounded({ scale: TAP_ZOOM, x: 0, y: 0 })));
    } else {
      lastTap.current = now;
    }
  }
  function onPointerCancel(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) {
      setGesturing(false);
      start.current = null;
    }
  }
  // The keys work wherever the focus is while the viewer is open (a button it disabled, at the last picture, drops
  // the focus to the page).
  const keys = useRef<(event: globalThis.KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === '+' || event.key === '=') zoomBy(1.5);
    else if (event.key === '-') zoomBy(1 / 1.5);
    else if (event.key === '0') setZoom(UNZOOMED);
    else return;
    event.preventDefault();
  };
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!picture) return null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setZoom(UNZOOMED);
        onOpenChange(details.open);
      }}
      size="full"
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.950" color="white" data-testid="image-viewer">
            <Dialog.Title srOnly>{picture.alt}</Dialog.Title>
            <Box
              ref={frame}
              flex="1"
              position="relative"
              overflow="hidden"
              // The viewer takes every finger: pinch and move are its own, not the page's zoom or scroll.
              touchAction="none"
              userSelect="none"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerCancel}
              onDoubleClick={(event) => {
                // A mouse's double click (a finger's double tap is counted above).
                if ((event.nativeEvent as globalThis.PointerEvent).pointerType === 'touch') return;
                setZoom((current) =>
                  current.scale > 1 ? UNZOOMED : bounded({ scale: TAP_ZOOM, x: 0, y: 0 }),
                );
              }}
              cursor={zoom.scale > 1 ? 'grab' : 'zoom-in'}
              data-testid="image-viewer-frame"
              data-zoom={zoom.scale.toFixed(2)}
            >
              <Image
                key={picture.url}
                {...responsive(picture.url, '100vw')}
                alt={picture.alt}
                position="absolute"
                inset="0"
                width="full"
                height="full"
                objectFit="contain"
                draggable={false}
                transform={`translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`}
                transition={gesturing ? 'none' : 'transform 0.2s ease-out'}
              />
            </Box>
            <HStack justify="space-between" px="3" py="2" gap="2" bg="gray.950">
              <HStack gap="1">
                <IconButton
                  aria-label={t`Previous image`}
                  variant="ghost"
                  colorPalette="gray"
                  color="white"
                  disabled={index <= 0}
                  onClick={() => go(-1)}
                >
                  <LuChevronLeft />
                </IconButton>
                <IconButton
                  aria-label={t`Next image`}
                  variant="ghost"
                  color="white"
                  disabled={index >= count - 1}
                  onClick={() => go(1)}
                >
                  <LuChevronRight />
                </IconButton>
              </HStack>
              <Text fontSize="sm" aria-live="polite" data-testid="image-viewer-position">
                {t`Image ${index + 1} of ${count}`}
              </Text>
              <HStack gap="1">
                <IconButton
                  aria-label={t`Zoom out`}
                  variant="ghost"
                  color="white"
                  disabled={zoom.scale <= 1}
                  onClick={() => zoomBy(1 / 1.5)}
                >
                  <LuZoomOut />
                </IconButton>
                <IconButton
                  aria-label={t`Zoom in`}
                  variant="ghost"
                  color="white"
                  disabled={zoom.scale >= MAX_ZOOM}
                  onClick={() => zoomBy(1.5)}
                >
                  <LuZoomIn />
                </IconButton>
              </HStack>
            </HStack>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton
                aria-label={t`Close image`}
                variant="solid"
                colorPalette="gray"
                borderRadius="full"
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
