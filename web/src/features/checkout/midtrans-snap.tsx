// Midtrans Snap in embedded mode: snap.js (loaded once, with the shop's client key) draws the payment page inside
// a box of this page. Its callbacks tell when the shopper paid (or left a pending payment such as a bank
// transfer), so the shopper goes on to the success page with the token known.
import { Alert, Box, Skeleton } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
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

const LOAD_FAILED = msg`The payment page could not be loaded. Check your connection and try again.`;
const NOT_ACCEPTED = msg`The payment was not accepted. Please try again or choose another method.`;

/** snap.js did not load: the shopper reads LOAD_FAILED, in their language. */
class SnapLoadError extends Error {}

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
      reject(new SnapLoadError('snap.js could not be loaded'));
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
  const { t, i18n } = useLingui();
  // A message of ours (translated as it shows), or another failure's own words.
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
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
          onError: () => setError(NOT_ACCEPTED),
        });
      })
      .catch((reason: unknown) => {
        if (cancelled) return;
        if (reason instanceof SnapLoadError) setError(LOAD_FAILED);
        else setError(reason instanceof Error ? reason.message : String(reason));
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
          <Alert.Title>{typeof error === 'string' ? error : i18n._(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {ready ? null : <Skeleton height="lg" aria-busy="true" aria-label={t`Loading the payment page`} />}
      <Box id={embedId} data-testid="midtrans-snap" minHeight={ready ? '600px' : undefined} />
    </Box>
  );
}
