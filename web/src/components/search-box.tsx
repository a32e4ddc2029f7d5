// A list's search input: runs on Enter, or by itself once typing pauses. A native input with the theme's input
// recipe (components/plain-field.tsx), so that /shop brings no field machinery into the first download.
import { InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { PlainInput } from '@/components/plain-field';

/** How long typing pauses before the search runs by itself (Enter runs it at once). */
export const SEARCH_DELAY_MS = 400;

interface SearchBoxProps {
  /** The search in force (from the address). */
  value: string;
  onSearch: (text: string) => void;
  /** The input's accessible name, and its placeholder unless `placeholder` is given. */
  label?: string;
  /** A shorter text for the box, when the label would not fit in it at 360 px or beside the filters. */
  placeholder?: string;
  testId?: string;
}

export function SearchBox({
  value,
  onSearch,
  label: givenLabel,
  placeholder: givenPlaceholder,
  testId = 'search',
}: SearchBoxProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Search products`;
  const placeholder = givenPlaceholder ?? label;
  const [draft, setDraft] = useState(value);

  // The address changed under us (back, forward, a link): show its search text.
  useEffect(() => setDraft((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (draft.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    // Named like its input, so that it differs from the header's search of the whole shop (two search landmarks
    // on a list's page, each told apart by its name).
    <form role="search" aria-label={label} onSubmit={submit}>
      <InputGroup startElement={<LuSearch />} width={{ base: 'full', sm: '72' }}>
        <PlainInput
          data-testid={testId}
          type="search"
          name="q"
          placeholder={placeholder}
          aria-label={label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </InputGroup>
    </form>
  );
}
