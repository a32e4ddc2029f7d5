// The product form's variant grid (issue 21): the chosen colours as rows and sizes as columns, each cell with its
// stock, its SKU and whether it is on sale; "Fill all" puts one stock in every cell on sale, and the total is their
// sum. The cells follow the colour and size choices (a cell dropped and chosen again comes back as it was), and a
// new cell's SKU follows the product's name until staff type their own. Wide grids scroll sideways; on a phone
// each colour is a card of its sizes. A cell that is off keeps its SKU (an unsold variant keeps it) but not a stock
// that counts, so its stock waits until it is on again.
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  Stack,
  type SystemStyleObject,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useField, useForm } from 'react-final-form';
import { fieldError } from '@/components/form/field-shell';
import { wholeNumber } from '@/components/form/number-validators';
import { MAX_STOCK, SKU_MAX_LENGTH, suggestSku } from '@lemari/shop/rules';
import { messageText } from '@/lib/message-text';
import {
  cellKey,
  cellName,
  cellOf,
  gridCells,
  renamedSkus,
  sameShape,
  type StoredVariant,
  totalStock,
  type VariantCell,
} from './variant-grid';

/** The form's values the grid reads and writes. */
interface GridValues {
  productName: string;
  colors: string[];
  sizes: string[];
  variants: VariantCell[];
}

/** What an unnamed row or column (a product without colours or sizes) is called. */
const NO_COLOR = 'No colour';
const NO_SIZE = 'No size';

const stockCheck = wholeNumber('Stock', { max: MAX_STOCK });
const asTyped = (value: string) => value;

/** Phones: the header row hidden (screen readers keep it), each colour a card, each size a line that names it. */
const STACK_ON_PHONES: SystemStyleObject = {
  mdDown: {
    display: 'block',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' },
    '& tbody tr': { display: 'block', borderWidth: '1px', borderRadius: 'md', px: '3', py: '2' },
    '& tbody th': { display: 'block', borderBottomWidth: '0', px: '0', pb: '1' },
    '& tbody td': { display: 'block', borderBottomWidth: '0', borderTopWidth: '1px', px: '0', py: '2' },
  },
};

const NONE: string[] = [];
const NO_CELLS: VariantCell[] = [];

/** A form value, watched (react-final-form gives '' for a value not set). */
function useValue<T>(name: keyof GridValues): T | '' {
  return useField<T>(name, { subscription: { value: true } }).input.value;
}

interface VariantGridFieldProps {
  /** The product's stored variants (none for a new product): cells chosen again come back with theirs. */
  stored: readonly StoredVariant[];
}

export function VariantGridField({ stored }: VariantGridFieldProps) {
  const form = useForm<GridValues>();
  // Each of the four values the grid draws from, so typing in another field does not draw the grid again.
  const productName = useValue<string>('productName') || '';
  const colors = useValue<string[]>('colors') || NONE;
  const sizes = useValue<string[]>('sizes') || NONE;
  const cells = useValue<VariantCell[]>('variants') || NO_CELLS;
  // A message about the grid as a whole ('variants: either every variant has a colour or none has').
  const gridMeta = useField('variants', {
    subscription: { error: true, submitError: true, touched: true, dirtySinceLastSubmit: true },
  }).meta;
  const gridError = fieldError(gridMeta);

  // Every cell the form has held, by place: a colour unticked and ticked again gets its cells back.
  const known = useRef<Map<string, VariantCell> | null>(null);
  known.current ??= new Map(stored.map((variant) => [cellKey(variant.color, variant.size), cellOf(variant)]));

  // Read from the form as it is when the effect runs, not as this render saw it: an effect that runs late (a choice
  // made outside React's event handling) must not put back cells typed in since.
  useEffect(() => {
    const memory = known.current!;
    const now = form.getState().values;
    const current = now.variants ?? [];
    for (const cell of current) memory.set(cellKey(cell.color, cell.size), cell);
    const next = gridCells(now.colors ?? [], now.sizes ?? [], memory, now.productName ?? '');
    if (!sameShape(next, current)) form.change('variants', next);
  }, [cells, colors, sizes, productName, form]);

  // A new cell's suggested SKU follows the name (cells off the grid too, for when they come back).
  const named = useRef(productName);
  useEffect(() => {
    const before = named.current;
    if (before === productName) return;
    named.current = productName;
    const memory = known.current!;
    const offGrid = [...memory.values()];
    renamedSkus(offGrid, before, productName).forEach((sku, index) => {
      const cell = offGrid[index]!;
      if (sku !== null) memory.set(cellKey(cell.color, cell.size), { ...cell, sku });
    });
    const current = form.getState().values.variants ?? [];
    const skus = renamedSkus(current, before, productName);
    if (skus.some((sku) => sku !== null)) {
      form.change(
        'variants',
        current.map((cell, index) => ({ ...cell, sku: skus[index] ?? cell.sku })),
      );
    }
  }, [productName, form]);

  const [fill, setFill] = useState('');
  const fillError = fill.trim() === '' ? undefined : stockCheck(fill);
  const onSale = cells.filter((cell) => cell.active).length;
  const fillAll = () => {
    if (fill.trim() === '' || fillError) return;
    const stock = String(Number(fill.trim()));
    const current = form.getState().values.variants ?? [];
    form.change(
      'variants',
      current.map((cell) => (cell.active ? { ...cell, stock } : cell)),
    );
  };
  const onFillKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here fills the cells; it must not send the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      fillAll();
    }
  };

  // Drawn from the cells themselves (row by row), so a render between a choice and the cells following it
  // never pairs a cell with another's place.
  const rows = [...new Set(cells.map((cell) => cell.color))];
  const columns = [...new Set(cells.map((cell) => cell.size))];
  const ids = useId();

  return (
    <Stack gap="3" role="group" aria-labelledby={`${ids}-label`} data-testid="variant-grid">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Text id={`${ids}-label`} fontSize="sm" fontWeight="medium">
          Variants
        </Text>
        <Text fontSize="sm" aria-live="polite" data-testid="variant-total">
          Total stock: <strong>{totalStock(cells).toLocaleString('id-ID')}</strong> ({onSale} of{' '}
          {cells.length} on sale)
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        One cell per colour and size. A cell that is off is not sold. SKUs are suggested from the name (a
        number is added when another product has one); type your own to replace one.
      </Text>
      {gridError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {gridError}
        </Text>
      ) : null}
      <HStack gap="2" align="end" wrap="wrap">
        <Field.Root
          width={{ base: 'full', sm: 'auto' }}
          flex={{ base: '1', sm: 'initial' }}
          invalid={Boolean(fillError)}
        >
          <Field.Label>Stock for every cell on sale</Field.Label>
          <Input
            inputMode="numeric"
            width={{ base: 'full', sm: '40' }}
            value={fill}
            onChange={(event) => setFill(event.target.value)}
            onKeyDown={onFillKey}
            data-testid="variant-fill"
          />
          {fillError ? <Field.ErrorText>{messageText(fillError)}</Field.ErrorText> : null}
        </Field.Root>
        <Button
          variant="outline"
          minH="10"
          onClick={fillAll}
          disabled={fill.trim() === '' || Boolean(fillError)}
        >
          Fill all
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth={{ base: '0', md: '1px' }} borderRadius="md">
        <Table.Root size="sm" aria-labelledby={`${ids}-label`} css={STACK_ON_PHONES}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Colour</Table.ColumnHeader>
              {columns.map((size) => (
                <Table.ColumnHeader key={size} scope="col" whiteSpace="nowrap">
                  {size || NO_SIZE}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((color, row) => (
              // Keyed by place (and each cell by its place in the form's variants): a cell's controls stay bound to
              // one place whatever colour and size move there, and a place that changes is a new cell, as
              // react-final-form's fields do not follow a change of name cleanly.
              <Table.Row key={row}>
                <Table.ColumnHeader scope="row" fontWeight="semibold" whiteSpace="nowrap" verticalAlign="top">
                  {color || NO_COLOR}
                </Table.ColumnHeader>
                {columns.map((size, column) => (
                  <Table.Cell
                    key={column}
                    data-label={size || NO_SIZE}
                    verticalAlign="top"
                    minW={{ md: '44' }}
                  >
                    <GridCell
                      index={row * columns.length + column}
                      sizeLabel={size || NO_SIZE}
                      suggested={suggestSku(productName, color, size)}
                      name={cellName(color, size)}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

interface GridCellProps {
  /** The cell's place in the form's variants. */
  index: number;
  /** 'Navy M': the cell's controls are named with it. */
  name: string;
  /** Its column's heading, which a phone (no header row) shows in the cell. */
  sizeLabel: string;
  /** The SKU suggested for it: an emptied SKU becomes this again. */
  suggested: string;
}

/** One cell: on sale or not, its stock and its SKU, each with its error. */
const GridCell = memo(function GridCell({ index, name, sizeLabel, suggested }: GridCellProps) {
  const id = useId();
  const active = useField<boolean>(`variants.${index}.active`, { type: 'checkbox' });
  // Kept as typed: an emptied input is '' (react-final-form would make it undefined).
  const stock = useField<string>(`variants.${index}.stock`, { validate: stockCheck, parse: asTyped });
  const sku = useField<string>(`variants.${index}.sku`, { parse: asTyped });
  const on = Boolean(active.input.checked);
  const stockError = fieldError(stock.meta);
  const skuError = fieldError(sku.meta);
  const skuValue = sku.input.value ?? '';
  // A SKU longer than its box shows its end (the colour and size that tell the cells apart) while not edited.
  const skuInput = useRef<HTMLInputElement>(null);
  const skuActive = sku.meta.active;
  useLayoutEffect(() => {
    const input = skuInput.current;
    if (input && !skuActive) input.scrollLeft = input.scrollWidth;
  }, [skuValue, skuActive]);
  const onSkuBlur = () => {
    // Left empty, a SKU is the suggested one again.
    if (skuValue.trim() === '') sku.input.onChange(suggested);
    sku.input.onBlur();
  };

  return (
    // The switch (on a phone beside the size it is for), then stock and SKU: on a phone each label before its
    // input, wider above it, so that a SKU has the cell's whole width either way.
    <Stack gap="1.5" data-testid="variant-cell">
      <HStack justify="space-between" gap="2">
        <Text hideFrom="md" fontSize="sm" fontWeight="semibold" aria-hidden>
          {sizeLabel}
        </Text>
        <Checkbox.Root
          size="sm"
          checked={on}
          onCheckedChange={(details) => active.input.onChange(details.checked === true)}
          minH="8"
        >
          <Checkbox.HiddenInput onBlur={active.input.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label fontSize="sm">
            On sale<VisuallyHidden> ({name})</VisuallyHidden>
          </Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <CellInput label="Stock" name={name} id={`${id}-stock`} error={stockError}>
        <Input
          id={`${id}-stock`}
          size="sm"
          inputMode="numeric"
          maxW={{ base: '28', md: 'none' }}
          {...stock.input}
          value={stock.input.value ?? ''}
          disabled={!on}
          aria-invalid={Boolean(stockError)}
          aria-describedby={stockError ? `${id}-stock-error` : undefined}
        />
      </CellInput>
      <CellInput label="SKU" name={name} id={`${id}-sku`} error={skuError}>
        <Input
          id={`${id}-sku`}
          size="sm"
          fontSize="xs"
          maxLength={SKU_MAX_LENGTH}
          autoCapitalize="characters"
          spellCheck={false}
          {...sku.input}
          ref={skuInput}
          value={skuValue}
          title={skuValue}
          onBlur={onSkuBlur}
          aria-invalid={Boolean(skuError)}
          aria-describedby={skuError ? `${id}-sku-error` : undefined}
        />
      </CellInput>
    </Stack>
  );
});

/** A cell's stock or SKU: its label ('Stock', and for screen readers 'of Navy M'), the input and its error. */
function CellInput({
  label,
  name,
  id,
  error,
  children,
}: {
  label: string;
  name: string;
  id: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '2.75rem minmax(0, 1fr)', md: 'minmax(0, 1fr)' }}
      alignItems="center"
      columnGap="2"
      rowGap="0.5"
    >
      <Text asChild fontSize="xs" color="fg.muted">
        <label htmlFor={id}>
          {label}
          <VisuallyHidden> of {name}</VisuallyHidden>
        </label>
      </Text>
      {children}
      {error ? (
        <Text id={`${id}-error`} gridColumn={{ base: '2', md: '1' }} fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
