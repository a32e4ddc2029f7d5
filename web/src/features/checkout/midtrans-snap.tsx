// Midtrans Snap in embedded mode: snap.js (loaded once, with the shop's client key) draws the payment page inside
// a box of this page. Its callbacks tell when the shopper paid (or left a pending payment such as a bank
// transfer), so the shopper goes on to the success page with the token known.
import { Alert, Box, Skeleton } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';

interface SnapCallbacks {
  embedId: string;
  onSuccess?: (result: unknown) => void;
  onPending?: (result: unknown) => void;
  onError?: (result: unknown) => void;
  onClose?: () => void;
}

declare global {
  interface Window {
    snap?: { embed: (token: string, options: SnapCallbacks) => void };
  }
}

let loading: Promise<void> | undefined;

/** Adds snap.js to the page once; later calls wait for the same load. */
function loadSnap(src: string, clientKey: string): Promise<void> {
  if (window.snap) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.clientKey = clientKey;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The payment page could not be loaded. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function MidtransSnap({
  token,
  clientKey,
  snapJsUrl,
  onFinished,
}: {
  token: string;
  clientKey: string;
  snapJsUrl: string;
  /** The shopper paid, or chose a method that is paid later (pending): on to the success page. */
  onFinished: () => void;
}) {
  const embedId = `snap-${useId().replace(/[^a-zA-Z0-9_-]/gu, '')}`;
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(() => {
    let cancelled = false;
    loadSnap(snapJsUrl, clientKey)
      .then(() => {
        if (cancelled || !window.snap) return;
        setReady(true);
        window.snap.embed(token, {
          embedId,
          onSuccess: () => finished.current(),
          onPending: () => finished.current(),
          onError: () => setError('The payment was not accepted. Please try again or choose another method.'),
        });
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      cancelled = true;
    };
  }, [token, clientKey, snapJsUrl, embedId]);

  return (
    <Box>
      {error ? (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {ready ? null : <Skeleton height="lg" aria-busy="true" aria-label="Loading the payment page" />}
      <Box id={embedId} data-testid="midtrans-snap" minHeight={ready ? '600px' : undefined} />
    </Box>
  );
}
