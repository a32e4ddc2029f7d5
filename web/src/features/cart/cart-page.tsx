// /cart (storefront.md §2): the lines of the visitor's or member's cart (image, name, unit price, colour / size,
// quantity within that variant's stock, Remove, line total; a table on wide screens, one card per line on a phone),
// the order note (kept in sessionStorage and sent with the order), the total with its included tax, and the way on
// to checkout, with a voucher code whose discount and new total show at once (kept with the checkout and sent with
// the order). A visitor's stored lines are brought up to date as the cart opens (their variant's stock, prices).
import {
  Box,
  Button,
  Container,
  Field,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { AsyncButton } from '@/components/async-button';
import { ErrorState } from '@/components/error-state';
import { ProductRow } from '@/components/product-row';
import { toaster } from '@/components/toaster';
import { ProductThumb } from '@/components/product-thumb';
import { FreeShippingHint } from '@/components/free-shipping-hint';
import { type CartLine, choiceText } from '@/lib/cart';
import { OrderFigures } from '@/components/order-figures';
import { useVoucher, voucherFigures, VoucherField } from '@/components/voucher-field';
import { readCheckoutDraft, readOrderNote, writeOrderNote } from '@/lib/checkout-draft';
import { MAX_ORDER_NOTE_LENGTH } from '@lemari/shop/rules';
import { SUGGESTED_PRODUCTS } from '@/lib/constants';
import { errorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCart } from '@/lib/use-cart';
import { usePageTitle } from '@/lib/use-page-title';
import { QuantityStepper } from './quantity-stepper';

/** Columns of a line on wide screens: image, product, unit price, quantity, line total, remove. */
const LINE_COLUMNS = '88px minmax(0, 2fr) minmax(0, 1fr) auto minmax(0, 1fr) auto';

export function CartPage() {
  const { t } = useLingui();
  const cart = useCart();
  usePageTitle(t`Cart`);
  // A visitor's lines hold the stock seen when each was added: read their variants' stock (and prices) again, so
  // the steppers stop where the shop does now. Quietly: a failure leaves the lines as they were, and checkout
  // checks again.
  const { refetch } = cart;
  const visitor = !cart.loading && !cart.signedIn;
  useEffect(() => {
    if (visitor) refetch().catch(() => undefined);
    // Once as the visitor's cart opens, not again as the lines it brings change.
  }, [visitor]);

  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          <Trans>Cart</Trans>
        </Heading>
        {cart.loading ? (
          <Stack gap="4" aria-busy="true" aria-label={t`Loading the cart`}>
            {[0, 1].map((key) => (
              <Skeleton key={key} height="24" />
            ))}
          </Stack>
        ) : cart.error && cart.lines.length === 0 ? (
          <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />
        ) : cart.lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <CartContent lines={cart.lines} subtotal={cart.subtotal} cart={cart} />
        )}
      </Stack>
    </Container>
  );
}

function EmptyCart() {
  const { t } = useLingui();
  return (
    <Stack gap="10">
      <Stack align="center" gap="4" py="12" textAlign="center">
        <Text fontSize="lg">
          <Trans>Your cart is empty</Trans>
        </Text>
        <Button asChild variant="solid">
          <RouterLink to={paths.products}>
            <Trans>Continue shopping</Trans>
          </RouterLink>
        </Button>
      </Stack>
      <ProductRow
        title={t`New arrivals`}
        sort="NEWEST"
        limit={SUGGESTED_PRODUCTS}
        testId="new-arrivals"
        seeAll={{ to: paths.newArrival }}
      />
    </Stack>
  );
}

function CartContent({
  lines,
  subtotal,
  cart,
}: {
  lines: CartLine[];
  subtotal: number;
  cart: ReturnType<typeof useCart>;
}) {
  const { t } = useLingui();
  const onError = (error: unknown) => toaster.error({ title: errorMessage(error) });
  const session = useSession();
  // The e-mail, when known (a member's, or a guest's from the information step), counts uses per customer.
  const [draftEmail] = useState(() => readCheckoutDraft()?.email ?? '');
  const voucher = useVoucher({ subtotal, email: session.user?.email ?? draftEmail, stored: true });
  return (
    <Stack gap="8">
      <Box>
        <Box
          display={{ base: 'none', md: 'grid' }}
          gridTemplateColumns={LINE_COLUMNS}
          gap="4"
          pb="2"
          borderBottomWidth="1px"
          color="fg.muted"
          fontSize="sm"
          aria-hidden="true"
        >
          <Text gridColumn="1 / 3">
            <Trans>Product</Trans>
          </Text>
          <Text>
            <Trans>Price</Trans>
          </Text>
          <Text>
            <Trans>Quantity</Trans>
          </Text>
          <Text textAlign="end">
            <Trans>Total</Trans>
          </Text>
          <span />
        </Box>
        {/* Lines apart by a border of their own: a list holds only its items (no separator elements). */}
        <Stack as="ul" listStyleType="none" gap="0">
          {lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              onQuantity={(quantity) => cart.setQuantity(line, quantity).catch(onError)}
              onRemove={() => cart.remove(line).catch(onError)}
            />
          ))}
        </Stack>
      </Box>

      <Stack direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between" align="start">
        <OrderNote />
        <Stack gap="3" width={{ base: 'full', md: 'sm' }} flexShrink={0}>
          <VoucherField voucher={voucher} />
          <OrderFigures
            {...voucherFigures(voucher, subtotal, undefined)}
            testId="cart"
            shippingPending={t`Calculated at checkout`}
          />
          <Text color="fg.muted" fontSize="sm">
            <Trans>Tax included. Shipping calculated at checkout.</Trans>
          </Text>
          <FreeShippingHint subtotal={subtotal} />
          <Button asChild size="lg" width="full">
            <RouterLink to={paths.checkout}>
              <Trans>Checkout</Trans>
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

function CartLineRow({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => Promise<unknown>;
}) {
  const productLink = generatePath(paths.product, { id: line.productID });
  const variant = choiceText(line);
  const { stock } = line;
  const short = stock !== undefined && line.quantity > stock;
  // On a phone: the image on the left, everything else stacked beside it. Wide: one row of the table.
  const beside = { base: '2', md: 'auto' } as const;
  return (
    <Box
      as="li"
      data-testid="cart-line"
      _notFirst={{ borderTopWidth: '1px' }}
      display="grid"
      gridTemplateColumns={{ base: '72px minmax(0, 1fr)', md: LINE_COLUMNS }}
      columnGap="4"
      rowGap="2"
      py="4"
      alignItems={{ md: 'center' }}
    >
      <Box gridRow={{ base: 'span 5', md: 'auto' }}>
        <ProductThumb
          src={line.productImage}
          alt=""
          width={{ base: '72px', md: '88px' }}
          ratio={3 / 4}
          borderRadius="md"
        />
      </Box>
      <Stack gap="1" gridColumn={beside} minWidth="0">
        <Link asChild fontWeight="semibold">
          <RouterLink to={productLink}>{line.productName}</RouterLink>
        </Link>
        {variant ? (
          <Text color="fg.muted" fontSize="sm">
            {variant}
          </Text>
        ) : null}
        {line.stock === 0 ? (
          <Text color="red.600" fontSize="sm">
            <Trans>Out of stock</Trans>
          </Text>
        ) : short ? (
          <Text color="red.600" fontSize="sm">
            <Trans>Only {stock} left in stock</Trans>
          </Text>
        ) : null}
      </Stack>
      <Text gridColumn={beside} data-testid="cart-line-price" whiteSpace="nowrap">
        {formatRupiah(line.sellPrice)}
      </Text>
      <Box gridColumn={beside}>
        <QuantityStepper quantity={line.quantity} stock={line.stock} onChange={onQuantity} />
      </Box>
      <Text
        gridColumn={beside}
        data-testid="cart-line-total"
        fontWeight="semibold"
        whiteSpace="nowrap"
        textAlign={{ md: 'end' }}
      >
        {formatRupiah(line.sellPrice * line.quantity)}
      </Text>
      <Box gridColumn={beside}>
        <AsyncButton
          variant="ghost"
          colorPalette="red"
          size="md"
          px={{ base: '0', md: '3' }}
          onClick={onRemove}
        >
          <Trans>Remove</Trans>
        </AsyncButton>
      </Box>
    </Box>
  );
}

function OrderNote() {
  const { t } = useLingui();
  const [note, setNote] = useState(readOrderNote);
  return (
    <Field.Root maxWidth={{ md: 'md' }} width="full">
      <Field.Label>
        <Trans>Order note</Trans>
      </Field.Label>
      <Textarea
        value={note}
        rows={3}
        placeholder={t`Anything we should know about your order`}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        onChange={(event) => {
          setNote(event.target.value);
          writeOrderNote(event.target.value);
        }}
      />
      <Field.HelperText>
        <Trans>Sent with your order.</Trans>
      </Field.HelperText>
    </Field.Root>
  );
}
