// A list's order (back-office.md §2's 'Sort by', which did nothing in the original): newest, oldest or by name,
// kept in the address (?sort=oldest) and sent to the server, so it orders every page, not just the one shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LabelledSelect } from '@/components/labelled-select';
import type { ListSort } from '@/generated/graphql';
import { useListParams } from '@/lib/use-list-params';

const SORTS: { value: ListSort; param: string; label: MessageDescriptor }[] = [
  { value: 'NEWEST', param: '', label: msg`Newest` },
  { value: 'OLDEST', param: 'oldest', label: msg`Oldest` },
  { value: 'NAME', param: 'name', label: msg`Name` },
];

/** The sort in the address, as the GraphQL argument (newest when none or unknown). */
export function useListSort(): ListSort {
  const { filter } = useListParams();
  const param = filter('sort');
  return SORTS.find((sort) => sort.param !== '' && sort.param === param)?.value ?? 'NEWEST';
}

export function SortSelect() {
  const { t, i18n } = useLingui();
  const { setFilter } = useListParams();
  const sort = useListSort();
  return (
    <LabelledSelect
      label={t`Sort by`}
      width="44"
      options={SORTS.map((option) => ({ value: option.param, label: i18n._(option.label) }))}
      value={SORTS.find((option) => option.value === sort)?.param ?? ''}
      onChange={(param) => setFilter('sort', param)}
      testId="sort-select"
    />
  );
}
