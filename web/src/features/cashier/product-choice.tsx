// One product of the cashier's list: its colour and size, each with the stock it has left (sold-out ones disabled,
// marked Habis), the chosen variant's SKU and stock, a quantity never beyond it, and Add.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ProductThumb } from '@/components/product-thumb';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { lineKey, quantityChoices } from '@/lib/cart';
import { formatRupiah } from '@/lib/format';
import {
  choicesNeeded,
  colorOptions,
  findVariant,
  type OptionStock,
  sizeOptions,
  stockMark,
  type Variant,
} from '@/lib/variants';
import type { CashierLine } from './cashier-line';
import { type MiniOption, MiniSelect } from './mini-select';

export const ProductChoiceFragment = graphql(`
  fragment ProductChoice_product on Product {
    id
    productName
    mainImage
    sellPrice
    stock
    weight
    colors
    sizes
    variants {
      id
      sku
      color
      size
      stock
    }
  }
`);

/** The quantity list is at most this long; the order's + adds more, up to the stock. */
const MOST_QUANTITY_CHOICES = 20;

/** `current` while it is offered and in stock, else the first offered value in stock, else the first offered. */
function inStockChoice(options: readonly OptionStock[], current: string): string {
  const offered = (value: string) => options.find((option) => option.value === value);
  if ((offered(current)?.stock ?? 0) > 0) return current;
  return (options.find((option) => option.stock > 0) ?? offered(current) ?? options[0])?.value ?? '';
}

/** A colour or size in the list: its stock beside it, "Habis" (and not to be chosen) when none is left. */
function withStock(options: readonly OptionStock[]): MiniOption[] {
  return options.map(({ value, stock }) => ({
    value,
    label: stock > 0 ? `${value} (${stock})` : `${value} (${stockMark(stock)})`,
    disabled: stock <= 0,
  }));
}

interface Choice {
  color: string;
  size: string;
}

/** The choice after picking `color`: the size stays if that colour has it in stock, else the first it has. */
function choiceFor(
  product: { sizes: readonly string[]; variants: readonly Variant[] },
  color: string,
  size = '',
) {
  const needs = choicesNeeded(product.variants);
  return {
    color,
    size: needs.size ? inStockChoice(sizeOptions(product.sizes, product.variants, color), size) : '',
  };
}

export function ProductChoice(props: {
  product: FragmentType<typeof ProductChoiceFragment>;
  onAdd: (line: CashierLine) => void;
}) {
  const { t } = useLingui();
  const product = getFragmentData(ProductChoiceFragment, props.product);
  const name = product.productName;
  const { variants } = product;
  const needs = choicesNeeded(variants);
  const colors = needs.color ? colorOptions(product.colors, variants) : [];
  const [{ color, size }, setChoice] = useState<Choice>(() =>
    choiceFor(product, needs.color ? inStockChoice(colors, '') : ''),
  );
  const sizes = needs.size ? sizeOptions(product.sizes, variants, color) : [];
  const variant = findVariant(variants, color, size);
  const stock = Math.max(variant?.stock ?? 0, 0);
  const [wanted, setQuantity] = useState(1);
  // Never more than the chosen variant has (another colour or size may have fewer).
  const quantity = Math.min(wanted, Math.max(stock, 1));
  const soldOut = stock <= 0;
  // 'Habis' (sold out) is the shop's word in both languages, as the storefront's stock mark says it.
  const stockText = soldOut ? t`Sold out` : t`Stock ${stock}`;
  return (
    <Card.Root size="sm" variant="subtle" data-testid="cashier-product">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <ProductThumb src={product.mainImage} alt="" width="16" ratio={3 / 4} />
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium" lineClamp={2}>
              {product.productName}
            </Text>
            <Text fontSize="sm">{formatRupiah(product.sellPrice)}</Text>
            <Text fontSize="xs" color={soldOut ? 'red.600' : 'fg.muted'} data-testid="cashier-variant-stock">
              {variant ? `${variant.sku} · ${stockText}` : t`Sold out`}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {colors.length > 0 ? (
            <MiniSelect
              label={t`Colour of ${name}`}
              value={color}
              options={withStock(colors)}
              onChange={(next) => setChoice(choiceFor(product, next, size))}
            />
          ) : null}
          {sizes.length > 0 ? (
            <MiniSelect
              label={t`Size of ${name}`}
              value={size}
              options={withStock(sizes)}
              onChange={(next) => setChoice({ color, size: next })}
            />
          ) : null}
          <MiniSelect
            label={t`Quantity of ${name}`}
            value={String(quantity)}
            options={quantityChoices(stock, MOST_QUANTITY_CHOICES).map(String)}
            onChange={(value) => setQuantity(Number(value))}
          />
          <Button
            size="sm"
            minH="10"
            disabled={soldOut}
            aria-label={soldOut ? t`${name} is sold out` : t`Add ${name}`}
            onClick={() => {
              if (!variant) return;
              const choice = { productID: product.id, color, size };
              props.onAdd({
                ...choice,
                id: lineKey(choice),
                productName: product.productName,
                productImage: product.mainImage,
                sellPrice: product.sellPrice,
                weight: product.weight,
                stock,
                variantId: variant.id,
                sku: variant.sku,
                quantity,
              });
            }}
          >
            {soldOut ? t`Sold out` : t`Add`}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
