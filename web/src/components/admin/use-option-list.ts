// The records a back-office form chooses among (a product's categories, a role's permissions, a user's role, a
// widget's group): all of them as the field's options, asked for OPTION_LIST_LIMIT at a time (the next page while
// the last came back full: the shop's 102 permissions are two pages), and the words the field shows when they
// could not load.
//   const groups = useOptionList(WidgetGroupOptionsQuery, {
//     noun: 'groups', items: (data) => data.widgetGroups.items, option: (group) => ({ value: group.id, label: group.name }) });
//   <SelectField options={groups.options} helperText={groups.failedText} … />
import type { TypedDocumentNode } from '@apollo/client';
import { msg } from '@lingui/core/macro';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { SelectOption } from '@/components/form/select-field';
import type { PageInput } from '@/generated/graphql';
import { OPTION_LIST_LIMIT } from '@lemari/shop/rules';
import { i18n } from '@/lib/i18n';

interface OptionListOptions<TData, TItem> {
  /** What the records are, in the failure's words, in the language shown (t``): 'Could not load the roles: …'. */
  noun: string;
  /** The records in the query's answer. */
  items: (data: TData) => readonly TItem[];
  /** A record as a choice. */
  option: (item: TItem) => SelectOption;
  /** Do not ask (yet). */
  skip?: boolean;
}

/**
 * What a field says while the records it chooses among could not load: 'Could not load the roles: …', in the
 * language shown when drawn (`noun` too, the caller's t``; the server's message as it says it).
 */
export function optionListFailure(noun: string, error: { message: string } | undefined): string | undefined {
  if (!error) return undefined;
  const message = error.message;
  return i18n._(msg`Could not load the ${noun}: ${message}`);
}

export function useOptionList<TData, TItem>(
  query: TypedDocumentNode<TData, { page?: PageInput | null }>,
  { noun, items, option, skip }: OptionListOptions<TData, TItem>,
) {
  const { data, loading, error } = useQuery(query, {
    variables: { page: { page: 1, limit: OPTION_LIST_LIMIT } },
    skip,
  });
  const first = data ? items(data as TData) : [];
  const rest = useLaterPages(query, items, data as TData | undefined);
  const records = rest.items.length ? [...first, ...rest.items] : first;
  return {
    items: records,
    options: records.map(option),
    loading: loading || rest.loading,
    error: error ?? rest.error,
    /** The field's helper text while the list could not load. */
    failedText: optionListFailure(noun, error ?? rest.error),
  };
}

/** The pages after the first, asked for one after another while the last one came back full. */
function useLaterPages<TData, TItem>(
  query: TypedDocumentNode<TData, { page?: PageInput | null }>,
  items: (data: TData) => readonly TItem[],
  firstPage: TData | undefined,
) {
  const client = useApolloClient();
  const itemsOf = useRef(items);
  itemsOf.current = items;
  const [later, setLater] = useState<{ items: readonly TItem[]; loading: boolean; error?: Error }>({
    items: [],
    loading: false,
  });
  useEffect(() => {
    if (!firstPage || itemsOf.current(firstPage).length < OPTION_LIST_LIMIT) {
      setLater({ items: [], loading: false });
      return;
    }
    let current = true;
    setLater({ items: [], loading: true });
    void (async () => {
      const found: TItem[] = [];
      try {
        for (let page = 2; ; page += 1) {
          const { data } = await client.query({
            query,
            variables: { page: { page, limit: OPTION_LIST_LIMIT } },
          });
          const pageItems = data ? itemsOf.current(data as TData) : [];
          found.push(...pageItems);
          if (pageItems.length < OPTION_LIST_LIMIT) break;
        }
        if (current) setLater({ items: found, loading: false });
      } catch (error) {
        if (current) setLater({ items: found, loading: false, error: error as Error });
      }
    })();
    return () => {
      current = false;
    };
  }, [client, query, firstPage]);
  return later;
}
