// The header's search box: a GET form to /shop?q=… (it works before, or without, the app's code), which suggests
// products and categories while a shopper types (at least 2 characters, once typing pauses), as an ARIA combobox:
// the arrow keys move through the suggestions, Enter opens the one chosen or else searches the shop, Escape closes
// them. The suggestions are a chunk of their own (features/catalogue/search-suggestions.tsx), fetched when the box
// is first used. On desktops the box sits in the header; on a phone a search button opens it over the header.
import { Box, IconButton, InputGroup, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  type FormEvent,
  type KeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { LuSearch, LuX } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { SuggestionOption } from '@/features/catalogue/search-suggestions';
import { useHydrated } from '@/components/later-image';
import { PlainInput } from '@/components/plain-field';
import { deferred } from '@/lib/deferred';
import { needCatalog } from '@/lib/i18n';
import { paths, shopSearchPath } from '@/lib/paths';

// Its messages are the storefront's later ones (lingui.config.ts), which come with it.
const suggestions = deferred(
  async () =>
    (await Promise.all([import('@/features/catalogue/search-suggestions'), needCatalog('store')]))[0]
      .SearchSuggestions,
);

/** Suggestions are asked for from this many characters. */
export const SUGGEST_MIN_CHARS = 2;
/** How long typing pauses before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

interface HeaderSearchProps {
  /** Whether the phone's search is open over the header. */
  phoneOpen: boolean;
  onPhoneOpenChange: (open: boolean) => void;
}

/** The search form: in the header's row from desktops up, over it on a phone when its button has opened it. */
export function HeaderSearch({ phoneOpen, onPhoneOpenChange }: HeaderSearchProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Another page: the box starts empty and closed.
  useEffect(() => {
    setText('');
    setOpen(false);
  }, [location.pathname, location.search]);

  // The phone's box opens focused.
  useEffect(() => {
    if (phoneOpen) input.current?.focus();
  }, [phoneOpen]);

  const takeOptions = useCallback((next: SuggestionOption[]) => {
    setOptions(next);
    setActive(-1);
  }, []);

  const suggesting = open && typed.length >= SUGGEST_MIN_CHARS && text.trim().length >= SUGGEST_MIN_CHARS;
  const expanded = suggesting && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const go = (href: string) => {
    setOpen(false);
    onPhoneOpenChange(false);
    input.current?.blur();
    void navigate(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(activeOption?.href ?? shopSearchPath(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, down goes to the first option and up to the last; past either end, back to the box.
      setActive((current) => {
        const next = current === -1 ? (step === 1 ? 0 : options.length - 1) : current + step;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (phoneOpen) {
        onPhoneOpenChange(false);
      } else if (text) {
        setText('');
      }
    }
  };

  return (
    <chakra.form
      role="search"
      aria-label={t`Search the shop`}
      action={paths.shop}
      method="get"
      onSubmit={submit}
      data-testid="header-search"
      display={{ base: phoneOpen ? 'flex' : 'none', lg: 'flex' }}
      alignItems="center"
      gap="2"
      position={{ base: 'absolute', lg: 'relative' }}
      inset={{ base: '0', lg: 'auto' }}
      px={{ base: '4', lg: '0' }}
      bg="bg"
      zIndex="1"
      flex={{ lg: '0 1 18rem' }}
    >
      <Box position="relative" flex="1" minWidth="0">
        <InputGroup startElement={<LuSearch />}>
          <PlainInput
            ref={input}
            type="search"
            name="q"
            role="combobox"
            aria-label={t`Search the shop`}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={activeOption?.id}
            autoComplete="off"
            placeholder={t`Search products`}
            size="sm"
            value={text}
            data-testid="header-search-input"
            onFocus={() => void suggestions.preload().catch(() => undefined)}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        </InputGroup>
        {suggesting ? (
          <Suspense fallback={null}>
            <suggestions.Component
              q={typed}
              listId={listId}
              active={active}
              onOptions={takeOptions}
              onChoose={go}
            />
          </Suspense>
        ) : null}
      </Box>
      {phoneOpen ? (
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t`Close search`}
          hideFrom="lg"
          onClick={() => onPhoneOpenChange(false)}
        >
          <LuX />
        </IconButton>
      ) : null}
    </chakra.form>
  );
}

/**
 * The phone's search button: it opens the box over the header. Before the app has taken a rendered page over (or
 * without JavaScript) it is a link to the shop, whose own search box then serves.
 */
export function HeaderSearchButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <IconButton asChild variant="ghost" aria-label={t`Search`} hideFrom="lg">
        <RouterLink to={paths.shop}>
          <LuSearch />
        </RouterLink>
      </IconButton>
    );
  }
  return (
    <IconButton
      variant="ghost"
      aria-label={t`Search`}
      aria-expanded={open}
      hideFrom="lg"
      data-testid="header-search-button"
      onClick={() => {
        onOpen();
        void suggestions.preload().catch(() => undefined);
      }}
    >
      <LuSearch />
    </IconButton>
  );
}
