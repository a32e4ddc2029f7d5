// One product of the cashier's list: its colour, size and quantity (never beyond stock) and Add.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ProductThumb } from '@/components/product-thumb';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { lineKey, quantityChoices } from '@/lib/cart';
import { formatRupiah } from '@/lib/format';
import type { CashierLine } from './cashier-line';
import { MiniSelect } from './mini-select';

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
  }
`);

/** The quantity list is at most this long; the order's + adds more, up to the stock. */
const MOST_QUANTITY_CHOICES = 20;

export function ProductChoice(props: {
  product: FragmentType<typeof ProductChoiceFragment>;
  onAdd: (line: CashierLine) => void;
}) {
  const product = getFragmentData(ProductChoiceFragment, props.product);
  const [color, setColor] = useState(product.colors[0] ?? '');
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.stock <= 0;
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
            <Text fontSize="xs" color="fg.muted">
              Stock {product.stock}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {product.colors.length > 0 ? (
            <MiniSelect
              label={`Colour of ${product.productName}`}
              value={color}
              options={product.colors}
              onChange={setColor}
            />
          ) : null}
          {product.sizes.length > 0 ? (
            <MiniSelect
              label={`Size of ${product.productName}`}
              value={size}
              options={product.sizes}
              onChange={setSize}
            />
          ) : null}
          <MiniSelect
            label={`Quantity of ${product.productName}`}
            value={String(quantity)}
            options={quantityChoices(product.stock, MOST_QUANTITY_CHOICES).map(String)}
            onChange={(value) => setQuantity(Number(value))}
          />
          <Button
            size="sm"
            minH="10"
            disabled={soldOut}
            aria-label={soldOut ? `${product.productName} is sold out` : `Add ${product.productName}`}
            onClick={() => {
              const choice = { productID: product.id, color, size };
              props.onAdd({
                ...choice,
                id: lineKey(choice),
                productName: product.productName,
                productImage: product.mainImage,
                sellPrice: product.sellPrice,
                weight: product.weight,
                stock: product.stock,
                quantity,
              });
            }}
          >
            {soldOut ? 'Sold out' : 'Add'}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
