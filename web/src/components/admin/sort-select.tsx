// A list's order (back-office.md §2's 'Sort by', which did nothing in the original): newest, oldest or by name,
// kept in the address (?sort=oldest) and sent to the server, so it orders every page, not just the one shown.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ListSort } from '@/generated/graphql';
import { useListParams } from '@/lib/use-list-params';

const SORTS: { value: ListSort; param: string; label: string }[] = [
  { value: 'NEWEST', param: '', label: 'Newest' },
  { value: 'OLDEST', param: 'oldest', label: 'Oldest' },
  { value: 'NAME', param: 'name', label: 'Name' },
];

/** The sort in the address, as the GraphQL argument (newest when none or unknown). */
export function useListSort(): ListSort {
  const { filter } = useListParams();
  const param = filter('sort');
  return SORTS.find((sort) => sort.param !== '' && sort.param === param)?.value ?? 'NEWEST';
}

export function SortSelect() {
  const { setFilter } = useListParams();
  const sort = useListSort();
  return (
    <Field.Root width={{ base: 'full', sm: '44' }}>
      <Field.Label>Sort by</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={SORTS.find((option) => option.value === sort)?.param ?? ''}
          onChange={(event) => setFilter('sort', event.target.value)}
          data-testid="sort-select"
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.param}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
