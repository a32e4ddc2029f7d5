// The frame of a create or edit screen: the title, and for an edit the record loaded first (skeleton → error
// with retry → 'not found' → the form). The form itself is the screen's.
import { Card, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NotFoundState } from '@/components/not-found-state';
import { type LoadedState, QueryState, stateOf } from '@/components/query-state';
import { AdminPage } from './admin-page';

/** An edit screen's record as its query answers it (null when there is none). */
type LoadedRecord<T> = LoadedState<T> & { onRetry: () => void };

/** The record an edit screen's query holds: QueryState's stateOf, `pick` finding the record in the answer. */
export const recordOf = stateOf;

interface AdminFormPageProps<T> {
  title: string;
  /** For an edit: the record (recordOf the edit query). Leave out for a create. */
  record?: LoadedRecord<T>;
  /** What the record is, for the not-found text ('product'), in the language shown (the caller's t``). */
  noun: string;
  listPath: string;
  /** A form with a wide part (the product's variant grid): the card takes the screen's width. */
  wide?: boolean;
  children: (record: T | null) => ReactNode;
}

export function AdminFormPage<T>({ title, record, noun, listPath, wide, children }: AdminFormPageProps<T>) {
  const { t } = useLingui();
  const Noun = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;
  return (
    <AdminPage title={title}>
      <Card.Root maxW={wide ? '6xl' : '3xl'} width="full">
        <Card.Body>
          {record ? (
            <QueryState
              data={record.data}
              loading={record.loading}
              error={record.error}
              onRetry={record.onRetry}
              skeleton={
                <Stack gap="4" aria-busy="true" aria-label={t`Loading ${noun}`}>
                  {Array.from({ length: 4 }, (_, index) => (
                    <Skeleton key={index} height="10" />
                  ))}
                </Stack>
              }
              empty={
                <NotFoundState
                  title={t`${Noun} not found`}
                  text={t`It does not exist, or it was deleted.`}
                  backTo={listPath}
                  backLabel={t`Back to the list`}
                />
              }
            >
              {(found) => children(found)}
            </QueryState>
          ) : (
            children(null)
          )}
        </Card.Body>
      </Card.Root>
    </AdminPage>
  );
}
