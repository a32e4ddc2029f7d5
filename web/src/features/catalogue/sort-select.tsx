// A product list's order: a native drop-down in a GET form of the list's address (its other filters as hidden
// fields), so that without JavaScript it works with its Sort button; the app changes the address as soon as a
// choice is made and shows no button. A native select drawn with the input recipe: Chakra's NativeSelect brings
// the field machinery and another recipe into the storefront's first download.
import { Box, Button, HStack, chakra } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useHydrated } from '@/components/later-image';
import { PlainSelect } from '@/components/plain-field';
import { PARAM, SORTS, type SortKey, filtersFrom, hiddenFields, searchOf, withSort } from './listing-filters';

/**
 * The choices: without a search the default order is newest first; with one it is the best match, and "Newest"
 * is a choice of its own.
 */
export function sortOptions(searching: boolean, i18n: I18n): { value: string; label: string }[] {
  const sorts = SORTS.map(({ key, label }) => ({ value: key as string, label: i18n._(label) }));
  return searching
    ? [{ value: '', label: i18n._(msg`Best match`) }, ...sorts]
    : [{ value: '', label: i18n._(msg`Newest`) }, ...sorts.filter(({ value }) => value !== 'newest')];
}

export function SortSelect({ search }: { search: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const { sort } = filtersFrom(params);
  const searching = Boolean(params.get(PARAM.q)?.trim());
  const value = sort === 'newest' && !searching ? '' : (sort ?? '');

  return (
    <form method="get" onSubmit={(event) => event.preventDefault()} data-testid="sort-form">
      {hiddenFields(params, [PARAM.sort]).map((hidden, index) => (
        <input key={`${hidden.name}-${index}`} type="hidden" name={hidden.name} value={hidden.value} />
      ))}
      <HStack gap="2">
        <chakra.label
          htmlFor={id}
          fontSize="sm"
          color="fg.muted"
          whiteSpace="nowrap"
          srOnly={{ base: true, md: false }}
        >
          {t`Sort by`}
        </chakra.label>
        <Box position="relative" minWidth="0" flex="1">
          <PlainSelect
            id={id}
            name={PARAM.sort}
            size="sm"
            appearance="none"
            pe="8"
            cursor="pointer"
            value={value}
            data-testid="sort-select"
            onChange={(event) =>
              void navigate(searchOf(withSort(params, (event.target.value || null) as SortKey | null)), {
                preventScrollReset: true,
              })
            }
          >
            {sortOptions(searching, i18n).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </PlainSelect>
          <Box
            as="span"
            aria-hidden
            position="absolute"
            insetEnd="2"
            top="50%"
            transform="translateY(-50%)"
            pointerEvents="none"
            color="fg.muted"
          >
            <LuChevronDown />
          </Box>
        </Box>
        {hydrated ? null : (
          <Button type="submit" size="sm" variant="outline">
            {t`Sort`}
          </Button>
        )}
      </HStack>
    </form>
  );
}
