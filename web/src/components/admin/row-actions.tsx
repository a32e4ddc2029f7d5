// A list row's Edit link and Delete button, named for the row ('Edit Dresses', 'Delete Dresses') so that a
// screen reader and a test can tell the rows apart; neither for staff whose role may not change the records.
import { HStack, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useMayEditHere } from './use-admin-access';

export interface RowActionsProps {
  /** What the row is called (its name), for the buttons' accessible names. */
  name: string;
  editTo?: string;
  onDelete?: () => void;
  deleting?: boolean;
}

export function RowActions({ name, editTo, onDelete, deleting }: RowActionsProps) {
  const { t } = useLingui();
  // Staff whose role may not change this screen's records see neither (issue 32).
  const mayEdit = useMayEditHere();
  if (!mayEdit) return null;
  return (
    <HStack gap="1" justify="end">
      {editTo ? (
        <IconButton asChild aria-label={t`Edit ${name}`} variant="ghost" size="sm" minW="10" minH="10">
          <RouterLink to={editTo}>
            <LuPencil />
          </RouterLink>
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton
          aria-label={t`Delete ${name}`}
          variant="ghost"
          colorPalette="red"
          size="sm"
          minW="10"
          minH="10"
          loading={deleting}
          onClick={onDelete}
        >
          <LuTrash2 />
        </IconButton>
      ) : null}
    </HStack>
  );
}
