// A voucher code on the cart, the Shipping step and the cashier (issue 22, vouchers): a "Voucher code" field with
// Apply; the server's quote (voucherQuote) for the goods' subtotal, the chosen shipping cost when known and the
// e-mail when known; the applied code with Remove; and the server's refusal under the field (role=alert). The quote
// is only a preview: checkout checks the code again and computes the discount itself.
//   const voucher = useVoucher({ subtotal, shippingCost, email, stored: true });
//   <VoucherField voucher={voucher} />   …   <DiscountRow voucher={voucher} format={formatRupiah} />
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { graphql } from '@/generated/gql';
import { readVoucherCode, writeVoucherCode } from '@/lib/checkout-draft';
import type { AppliedVoucher } from '@/lib/checkout';
import { errorDetails, errorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
import { orderFigures, VOUCHER_CODE_MAX_LENGTH, VOUCHER_MESSAGES, voucherCodeOf } from '@lemari/shop/rules';
import type { OrderFiguresProps } from './order-figures';

export const VoucherQuoteQuery = graphql(`
  query VoucherQuote($code: String!, $subtotal: Rupiah!, $shippingCost: Rupiah, $email: String) {
    voucherQuote(code: $code, subtotal: $subtotal, shippingCost: $shippingCost, email: $email) {
      code
      kind
      discount
      freeShipping
    }
  }
`);

interface VoucherOptions {
  /** The goods' subtotal the discount is quoted for. */
  subtotal: number;
  /** The chosen service's rate, once one is chosen (a free-shipping voucher takes it off). */
  shippingCost?: number | undefined;
  /** The shopper's e-mail when known (a voucher's uses per customer are counted by it). */
  email?: string | undefined;
  /** Keep the applied code with the checkout (sessionStorage), so the cart, /shipment and a reload share it. */
  stored?: boolean;
}

export interface VoucherState {
  /** The applied code, '' when none. */
  code: string;
  /** The server's quote for the applied code and the amounts now; undefined while it is asked or refused. */
  quote: { code: string; kind: string; discount: number; freeShipping: boolean } | undefined;
  /** The discount to take off now (0 without a valid quote). */
  discount: number;
  /** Whether a shipping cost was known to the quote (free shipping shows its amount only then). */
  shippingKnown: boolean;
  /** The server's refusal of the applied code, or of the code last tried. */
  refusal: string | undefined;
  /** The applied code is being quoted (first time or for new amounts). */
  quoting: boolean;
  /** Quotes `text` and applies it when the server accepts it; its refusal otherwise. */
  apply: (text: string) => Promise<boolean>;
  remove: () => void;
  /** Shows a refusal from elsewhere (checkout refused the voucher). */
  refuse: (message: string) => void;
  /**
   * Before the order is sent: the applied code's discount for these amounts (`shippingCost`: the chosen service's),
   * asked again unless already known; null without a code; its refusal (shown under the field) as `refused`.
   */
  confirm: (shippingCost?: number) => Promise<AppliedVoucher | null | { refused: string }>;
}

const REFUSALS = new Set<string>(Object.values(VOUCHER_MESSAGES));

/** Whether checkout was refused because of the voucher: details.voucher names why (or one of its messages). */
export function isVoucherRefusal(error: unknown): boolean {
  if (errorDetails(error)?.voucher !== undefined) return true;
  const message = errorMessage(error);
  return REFUSALS.has(message) || message.startsWith('This voucher needs a minimum spend');
}

export function useVoucher({ subtotal, shippingCost, email, stored = false }: VoucherOptions): VoucherState {
  const { t } = useLingui();
  const client = useApolloClient();
  const [code, setCode] = useState(() => (stored ? readVoucherCode() : ''));
  const [tried, setTried] = useState<string>();
  const variables = {
    code,
    subtotal,
    shippingCost: shippingCost ?? null,
    email: email?.trim() ? email.trim() : null,
  };
  // The applied code follows the amounts: a new quantity or another service asks again (an emptied cart, once the
  // order is placed, does not).
  const quoted = useQuery(VoucherQuoteQuery, { variables, skip: !code || subtotal <= 0 });
  const answer = code ? quoted.data?.voucherQuote : undefined;
  const keep = (next: string) => {
    setCode(next);
    if (stored) writeVoucherCode(next);
  };

  return {
    code,
    quote: answer,
    discount: answer?.discount ?? 0,
    shippingKnown: shippingCost !== undefined,
    refusal: tried ?? (code && quoted.error ? errorMessage(quoted.error) : undefined),
    quoting: Boolean(code) && quoted.loading,
    apply: async (text) => {
      const next = voucherCodeOf(text);
      setTried(undefined);
      if (!next) {
        setTried(t`Enter a voucher code.`);
        return false;
      }
      try {
        await client.query({ query: VoucherQuoteQuery, variables: { ...variables, code: next } });
        keep(next);
        return true;
      } catch (error) {
        setTried(errorMessage(error));
        return false;
      }
    },
    remove: () => {
      setTried(undefined);
      keep('');
    },
    refuse: (message) => {
      setTried(message);
      // The quote on screen is no longer the server's word: ask again rather than show its discount.
      client.cache.evict({ fieldName: 'voucherQuote' });
      client.cache.gc();
    },
    confirm: async (cost) => {
      if (!code) return null;
      try {
        // Asked again as the order is sent: its uses may have run out since the code was applied.
        const { data } = await client.query({
          query: VoucherQuoteQuery,
          variables: { ...variables, shippingCost: cost ?? variables.shippingCost },
          fetchPolicy: 'network-only',
        });
        if (!data) return { refused: t`The voucher could not be checked. Please try again.` };
        return { code: data.voucherQuote.code, discount: data.voucherQuote.discount };
      } catch (error) {
        const message = errorMessage(error);
        setTried(message);
        return { refused: message };
      }
    },
  };
}

/** The field: a code and Apply, or the applied code and Remove; the refusal under it. */
export function VoucherField({ voucher, testId = 'voucher' }: { voucher: VoucherState; testId?: string }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [applying, setApplying] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const { code, refusal } = voucher;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setApplying(true);
    try {
      if (await voucher.apply(text)) setText('');
    } finally {
      setApplying(false);
    }
  };

  return (
    <Stack gap="2" data-testid={testId}>
      {code ? (
        <Stack gap="1.5">
          <Text fontSize="sm" fontWeight="medium">
            <Trans>Voucher code</Trans>
          </Text>
          <HStack
            justify="space-between"
            gap="3"
            width="full"
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="1"
          >
            <Text
              fontFamily="mono"
              fontWeight="semibold"
              data-testid={`${testId}-code`}
              wordBreak="break-all"
            >
              {code}
            </Text>
            <Button
              variant="ghost"
              colorPalette="red"
              size="sm"
              minH="10"
              aria-label={t`Remove voucher ${code}`}
              onClick={voucher.remove}
            >
              <Trans>Remove</Trans>
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Field.Root invalid={Boolean(refusal)}>
          <Field.Label>
            <Trans>Voucher code</Trans>
          </Field.Label>
          <HStack gap="2" width="full" align="start">
            <Input
              value={text}
              maxLength={VOUCHER_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              // eslint-disable-next-line no-restricted-syntax -- an example code, the same in every language
              placeholder="LEMARI10"
              aria-describedby={refusal ? errorId : undefined}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // The field may sit inside the page's own form (Pay Now): Enter applies the code instead.
                if (event.key === 'Enter') void submit(event);
              }}
              flex="1"
              minW="0"
            />
            <Button variant="outline" minH="10" loading={applying} onClick={() => void submit()}>
              <Trans>Apply</Trans>
            </Button>
          </HStack>
        </Field.Root>
      )}
      {refusal ? (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm" data-testid={`${testId}-error`}>
          {refusal}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * 'Discount (LEMARI10)' ('Diskon (LEMARI10)' in Bahasa Indonesia) — the discount line's label, as orders and the
 * invoice show it too; call it in a component that uses useLingui().
 */
export function discountLabel(voucherCode: string | null | undefined): string {
  return voucherCode ? i18n._(msg`Discount (${voucherCode})`) : i18n._(msg`Discount`);
}

/** '−Rp 5.000' — a discount as an amount taken off (a true minus sign). */
export function minus(amount: string): string {
  return `\u2212${amount}`;
}

/** The discount line of a summary: 'Discount (LEMARI10) −Rp 5.000' (free shipping before the service is chosen). */
export function DiscountRow({
  voucher,
  format,
  testId = 'order-discount',
}: {
  voucher: VoucherState;
  format: (amount: number) => string;
  testId?: string;
}) {
  const { t } = useLingui();
  const { quote } = voucher;
  if (!quote) return null;
  const value =
    quote.freeShipping && !voucher.shippingKnown ? t`Free shipping` : minus(format(quote.discount));
  return (
    <HStack justify="space-between" color="green.700" data-testid={testId}>
      <Text>{discountLabel(quote.code)}</Text>
      <Text whiteSpace="nowrap">{value}</Text>
    </HStack>
  );
}

/**
 * The figures before the order exists, as checkout will charge them (the shop rules' orderFigures) with the applied
 * voucher's quote: for OrderFigures. While a quote for new amounts is on its way, no discount rather than the last.
 */
export function voucherFigures(
  voucher: VoucherState,
  subtotal: number,
  shippingCost: number | undefined,
): Pick<OrderFiguresProps, 'figures' | 'voucherCode' | 'discountText'> {
  const quote = voucher.quoting ? undefined : voucher.quote;
  return {
    figures: orderFigures({
      subtotal,
      shippingCost,
      discount: quote?.discount ?? 0,
      voucherKind: quote?.kind ?? null,
    }),
    voucherCode: quote?.code ?? null,
    discountText: quote?.freeShipping && !voucher.shippingKnown ? i18n._(msg`Free shipping`) : undefined,
  };
}
