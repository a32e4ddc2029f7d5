// /test3, the cashier (back-office.md §2's mock-up, made real): staff take an order for a customer who asked by
// chat or phone. They find products, choose colour, size and quantity (never beyond stock), fill in the
// customer's e-mail and delivery address, pick the courier's service, and place the order through the same
// checkout as the storefront — the server prices it, reserves the stock and e-mails the customer the link to pay;
// the order is the customer's (their member account when the e-mail has one), never the staff member's.
import {
  Alert,
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  IconButton,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';
import { Form, useField, useFormState } from 'react-final-form';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { generatePath, Link as RouterLink } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from '@/components/address-fields';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FOCUS_FIRST_ERROR } from '@/components/form/focus-first-error';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { all, email, required } from '@/components/form/validators';
import { ProductThumb } from '@/components/product-thumb';
import { SearchBox } from '@/components/search-box';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { CashierProductsQuery as CashierProductsData } from '@/generated/graphql';
import { itemWeight, SHIPPING_COURIER } from '@lemari/shop/rules';
import { CHECKOUT_CLIENT_CODE, DISABLED_PAYMENT_METHODS } from '@/lib/constants';
import { errorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatEtd, ShippingCostQuery, type ShippingOption, shippingOptions } from '@/lib/shipping';
import { useListParams } from '@/lib/use-list-params';

export const CashierProductsQuery = graphql(`
  query CashierProducts($q: String, $page: PageInput) {
    products(q: $q, page: $page) {
      items {
        id
        productName
        mainImage
        sellPrice
        stock
        weight
        colors
        sizes
      }
    }
  }
`);

export const CashierCheckoutMutation = graphql(`
  mutation CashierCheckout($input: CheckoutInput!, $idempotencyKey: String) {
    checkout(input: $input, idempotencyKey: $idempotencyKey) {
      token
      orderID
      orderCode
      amount
    }
  }
`);

const SEARCH_PAGE = { page: 1, limit: 8 };

export interface OrderLine {
  productID: string;
  productName: string;
  image: string;
  color: string;
  size: string;
  quantity: number;
  price: number;
  weight: number;
  stock: number;
}

interface CustomerValues {
  email: string;
  address: AddressValues;
  service: string;
}

interface Placed {
  orderID: string;
  orderCode: string;
  token: string;
  amount: number;
}

const lineKey = (line: Pick<OrderLine, 'productID' | 'color' | 'size'>) =>
  `${line.productID}|${line.color}|${line.size}`;

/** The lines with `added` merged in (same product, colour and size add up), never beyond stock. */
export function addLine(lines: readonly OrderLine[], added: OrderLine): OrderLine[] {
  const existing = lines.find((line) => lineKey(line) === lineKey(added));
  if (!existing) return [...lines, { ...added, quantity: Math.min(added.quantity, added.stock) }];
  return lines.map((line) =>
    line === existing ? { ...line, quantity: Math.min(line.quantity + added.quantity, line.stock) } : line,
  );
}

export function CashierPage() {
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [placed, setPlaced] = useState<Placed | null>(null);

  if (placed) {
    return (
      <AdminPage title="Cashier">
        <PlacedCard placed={placed} onNext={() => setPlaced(null)} />
      </AdminPage>
    );
  }

  return (
    <AdminPage title="Cashier">
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="5" alignItems="start">
        <ProductPicker onAdd={(line) => setLines((current) => addLine(current, line))} />
        <Stack gap="5">
          <OrderLines lines={lines} onChange={setLines} />
          <CustomerForm
            lines={lines}
            onPlaced={(order) => {
              setLines([]);
              setPlaced(order);
            }}
          />
        </Stack>
      </Grid>
    </AdminPage>
  );
}

function ProductPicker({ onAdd }: { onAdd: (line: OrderLine) => void }) {
  const { q, setSearch } = useListParams();
  const { data, loading, error, refetch } = useQuery(CashierProductsQuery, {
    variables: { q: q || null, page: SEARCH_PAGE },
  });
  const products = data?.products.items;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Products
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <SearchBox value={q} onSearch={setSearch} label="Search products" testId="cashier-search" />
        {error && !products ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
        {loading && !products ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" aria-busy="true" aria-label="Loading products">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height="32" />
            ))}
          </SimpleGrid>
        ) : null}
        {products && products.length === 0 ? <EmptyState /> : null}
        {products && products.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {products.map((product) => (
              <ProductChoice key={product.id} product={product} onAdd={onAdd} />
            ))}
          </SimpleGrid>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

type PickerProduct = CashierProductsData['products']['items'][number];

function ProductChoice({ product, onAdd }: { product: PickerProduct; onAdd: (line: OrderLine) => void }) {
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
            options={Array.from({ length: Math.max(1, Math.min(product.stock, 20)) }, (_, index) =>
              String(index + 1),
            )}
            onChange={(value) => setQuantity(Number(value))}
          />
          <Button
            size="sm"
            minH="10"
            disabled={soldOut}
            aria-label={soldOut ? `${product.productName} is sold out` : `Add ${product.productName}`}
            onClick={() =>
              onAdd({
                productID: product.id,
                productName: product.productName,
                image: product.mainImage,
                color,
                size,
                quantity,
                price: product.sellPrice,
                weight: itemWeight(product.weight),
                stock: product.stock,
              })
            }
          >
            {soldOut ? 'Sold out' : 'Add'}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function MiniSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        minH="10"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function OrderLines({ lines, onChange }: { lines: OrderLine[]; onChange: (lines: OrderLine[]) => void }) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const setQuantity = (target: OrderLine, quantity: number) =>
    onChange(lines.map((line) => (line === target ? { ...line, quantity } : line)));
  return (
    <Card.Root variant="outline" data-testid="cashier-lines">
      <Card.Header>
        <Heading as="h2" size="md">
          Order
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        {lines.length === 0 ? <Text color="fg.muted">No products yet: add them from the list.</Text> : null}
        {lines.map((line) => (
          <HStack key={lineKey(line)} gap="3" align="center" data-testid="cashier-line">
            <ProductThumb src={line.image} alt="" width="10" />
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                {line.productName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {[line.color, line.size].filter(Boolean).join(' / ')} · {formatRupiah(line.price)}
              </Text>
            </Stack>
            <HStack gap="0">
              <IconButton
                aria-label={`One less ${line.productName}`}
                size="sm"
                variant="ghost"
                minW="10"
                minH="10"
                disabled={line.quantity <= 1}
                onClick={() => setQuantity(line, line.quantity - 1)}
              >
                <LuMinus />
              </IconButton>
              <Text minW="6" textAlign="center" data-testid="cashier-line-quantity">
                {line.quantity}
              </Text>
              <IconButton
                aria-label={`One more ${line.productName}`}
                size="sm"
                variant="ghost"
                minW="10"
                minH="10"
                disabled={line.quantity >= line.stock}
                onClick={() => setQuantity(line, line.quantity + 1)}
              >
                <LuPlus />
              </IconButton>
            </HStack>
            <IconButton
              aria-label={`Remove ${line.productName}`}
              size="sm"
              variant="ghost"
              colorPalette="red"
              minW="10"
              minH="10"
              onClick={() => onChange(lines.filter((candidate) => candidate !== line))}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        ))}
        <HStack justify="space-between" borderTopWidth="1px" pt="2">
          <Text>Subtotal</Text>
          <Text fontWeight="semibold" data-testid="cashier-subtotal">
            {formatRupiah(subtotal)}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function CustomerForm({ lines, onPlaced }: { lines: OrderLine[]; onPlaced: (order: Placed) => void }) {
  const [checkout] = useMutation(CashierCheckoutMutation);
  // One idempotency key per attempt: a retry of the same order answers the same order.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  // The services offered for the address and the parcel, as ShippingFields last read them.
  const offered = useRef<ShippingOption[]>([]);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const weight = lines.reduce((sum, line) => sum + line.weight * line.quantity, 0);

  async function onSubmit(values: CustomerValues): Promise<SubmissionErrors | undefined> {
    if (lines.length === 0) return { [FORM_ERROR]: 'Add at least one product first.' };
    const option = offered.current.find((candidate) => candidate.service === values.service);
    if (!option) return { service: 'Choose a shipping service' };
    const input = {
      customerID: values.email.trim(),
      shipment: {
        courier: option.code,
        service: option.service,
        name: values.address.name.trim(),
        phone: values.address.phone.trim(),
        address: values.address.address.trim(),
        note: values.address.note.trim(),
        districtID: values.address.districtID,
      },
      orderDetail: lines.map((line) => ({
        productID: line.productID,
        color: line.color,
        size: line.size,
        quantity: line.quantity,
      })),
      amount: subtotal + option.value,
      clientCode: CHECKOUT_CLIENT_CODE,
      disabledPaymentMethod: [...DISABLED_PAYMENT_METHODS],
    };
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { key: `cashier-${crypto.randomUUID()}`, fingerprint };
    }
    try {
      const { data } = await checkout({ variables: { input, idempotencyKey: attempt.current.key } });
      if (!data) return { [FORM_ERROR]: 'The order could not be placed. Please try again.' };
      attempt.current = null;
      toaster.success({ title: `Order ${data.checkout.orderCode} placed` });
      onPlaced(data.checkout);
      return undefined;
    } catch (error) {
      // Refused (stock ran short, a price moved): the server's words; the next try is a new attempt.
      attempt.current = null;
      const message = errorMessage(error);
      toaster.error({ title: message });
      // A refused recipient field ("shipment.phone must be …") shows beside that field, which is then focused.
      const field = /^shipment\.(name|phone|address|note)\b/u.exec(message)?.[1];
      return field ? { [FORM_ERROR]: message, address: { [field]: message } } : { [FORM_ERROR]: message };
    }
  }

  return (
    <Form<CustomerValues>
      decorators={FOCUS_FIRST_ERROR}
      onSubmit={onSubmit}
      initialValues={{ email: '', address: EMPTY_ADDRESS, service: '' }}
      render={({ handleSubmit, submitting }) => (
        <Card.Root variant="outline">
          <Card.Header>
            <Heading as="h2" size="md">
              Customer
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack asChild gap="4">
              <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Customer">
                <TextField
                  name="email"
                  label="Customer e-mail"
                  type="email"
                  required
                  helperText="The link to pay goes here; a member with this e-mail finds the order in their account."
                  validate={all(required('The customer e-mail is required'), email())}
                />
                <AddressFields prefix="address." withTitle={false} />
                <ShippingFields weight={weight} offered={offered} subtotal={subtotal} />
                <FormError />
                <Button type="submit" minH="10" loading={submitting} disabled={lines.length === 0}>
                  Place order
                </Button>
              </form>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    />
  );
}

/** A service as the cashier offers it: 'JNE YES · Rp 18.000 · 1 day' (the days as the checkout writes them). */
export function serviceLabel(option: ShippingOption): string {
  return `${option.code.toUpperCase()} ${option.service} · ${formatRupiah(option.value)} · ${formatEtd(option.etd)}`;
}

/** The courier's services for the chosen city and the parcel, and the totals the server will charge. */
function ShippingFields({
  weight,
  subtotal,
  offered,
}: {
  weight: number;
  subtotal: number;
  offered: { current: ShippingOption[] };
}) {
  const { values } = useFormState<CustomerValues>({ subscription: { values: true } });
  const destination = values.address.districtID;
  const { input, meta } = useField<string>('service', { validate: required('Choose a shipping service') });
  const rates = useQuery(ShippingCostQuery, {
    variables: { destination, weight: Math.max(weight, 1), courier: SHIPPING_COURIER, subtotal },
    skip: !destination || weight <= 0,
  });
  const options = shippingOptions(rates.data ?? rates.previousData);
  offered.current = options;
  const chosen = options.find((option) => option.service === input.value);
  const error =
    meta.touched || meta.submitFailed ? ((meta.error ?? meta.submitError) as string | undefined) : undefined;

  return (
    <Stack gap="3">
      <Text fontWeight="medium" id="cashier-service-label">
        Shipping service
      </Text>
      {!destination || weight <= 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Add products and choose the city to see the services.
        </Text>
      ) : rates.loading && options.length === 0 ? (
        <Skeleton height="16" />
      ) : rates.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{rates.error.message}</Alert.Title>
        </Alert.Root>
      ) : (
        <RadioGroup.Root
          value={input.value}
          onValueChange={(details) => input.onChange(details.value ?? '')}
          aria-labelledby="cashier-service-label"
        >
          <Stack gap="2">
            {options.map((option) => (
              <RadioGroup.Item key={option.service} value={option.service} minH="10">
                <RadioGroup.ItemHiddenInput onBlur={input.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{serviceLabel(option)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      {error ? (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      <Box borderTopWidth="1px" pt="2">
        <HStack justify="space-between">
          <Text>Subtotal</Text>
          <Text>{formatRupiah(subtotal)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text>Shipping</Text>
          <Text>{chosen ? formatRupiah(chosen.value) : '-'}</Text>
        </HStack>
        <HStack justify="space-between" fontWeight="semibold">
          <Text>Total</Text>
          <Text data-testid="cashier-total">{formatRupiah(subtotal + (chosen?.value ?? 0))}</Text>
        </HStack>
      </Box>
    </Stack>
  );
}

/** The order is placed: its code, the customer's pay link (e-mailed already) and the order in the back office. */
function PlacedCard({ placed, onNext }: { placed: Placed; onNext: () => void }) {
  const payLink = `${window.location.origin}${generatePath(paths.payment, { token: placed.token })}`;
  return (
    <Card.Root variant="outline" maxW="2xl" data-testid="cashier-placed">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Order {placed.orderCode} placed
        </Heading>
        <Text>
          Total {formatRupiah(placed.amount)}. The customer has been e-mailed this link to pay; you can also
          send it by chat:
        </Text>
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="cashier-pay-link">
          {payLink}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button minH="10" variant="outline" onClick={() => void navigator.clipboard?.writeText(payLink)}>
            Copy the link
          </Button>
          <Button asChild minH="10" variant="outline">
            <RouterLink to={generatePath(paths.admin.order, { id: placed.orderID })}>
              Open the order
            </RouterLink>
          </Button>
          <Button minH="10" onClick={onNext}>
            Next order
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
