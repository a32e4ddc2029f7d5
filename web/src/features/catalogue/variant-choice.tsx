// The product page's colour and size pickers (each option marked with what it has left: "Habis", "Sisa 2"), the
// stock beside the quantity, and the choice in a line for the phone's add-to-cart bar. The choice itself is
// use-variant-choice.ts's.
import { Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import { choiceText } from '@/lib/cart';
import { i18n } from '@/lib/i18n';
import { stockMark } from '@/lib/variants';
import { FEW_LEFT } from '@lemari/shop/rules';
import { OptionGroup } from './option-group';
import type { Missing, VariantChoice as Choice } from './use-variant-choice';

/** What the add-to-cart bar asks for, by what is missing. */
const SELECT: Readonly<Record<Exclude<Missing, ''>, MessageDescriptor>> = {
  color: msg`Select a color`,
  size: msg`Select a size`,
  'color and size': msg`Select a color and size`,
};

/** What the stock line asks for, by what is missing. */
const SELECT_TO_SEE_STOCK: Readonly<Record<Exclude<Missing, ''>, MessageDescriptor>> = {
  color: msg`Select a color to see its stock`,
  size: msg`Select a size to see its stock`,
  'color and size': msg`Select a color and size to see its stock`,
};

interface VariantChoiceProps {
  choice: Choice;
  /** Beside the size group's label (the Size guide link). */
  sizeAside?: ReactNode;
  /** The groups' box: the add-to-cart bar brings the group still to choose back into view. */
  groupsRef?: RefObject<HTMLDivElement>;
}

/** The colour and size groups, those the product comes in. */
export function VariantChoice({ choice, sizeAside, groupsRef }: VariantChoiceProps) {
  const { t } = useLingui();
  const { colors, sizes } = choice;
  if (colors.length === 0 && sizes.length === 0) return null;
  return (
    <Stack gap="5" ref={groupsRef}>
      {colors.length > 0 ? (
        <OptionGroup
          label={t`Color`}
          testId="color"
          options={colors}
          value={choice.color}
          onChange={choice.chooseColor}
        />
      ) : null}
      {sizes.length > 0 ? (
        <OptionGroup
          label={t`Size`}
          testId="size"
          options={sizes}
          value={choice.size}
          onChange={choice.chooseSize}
          aside={sizeAside}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The stock beside the quantity: the chosen variant's ("Sisa 2" when few are left, "Habis" when none), or what is
 * still to choose to see it.
 */
export function StockText({ choice }: { choice: Choice }) {
  const { t, i18n } = useLingui();
  const { soldOut, missing } = choice;
  const stock = choice.variant?.stock;
  const [text, color] = soldOut
    ? [t`Out of stock`, 'red.600']
    : stock === undefined
      ? [missing ? i18n._(SELECT_TO_SEE_STOCK[missing]) : '', 'fg.muted']
      : stock <= 0
        ? [t`Sold out`, 'red.600']
        : stock <= FEW_LEFT
          ? [t`${stock} left`, 'orange.700']
          : [t`Stock: ${stock}`, 'fg.muted'];
  return (
    <Text
      data-testid="product-stock"
      fontSize="sm"
      fontWeight={stock !== undefined ? 'medium' : undefined}
      color={color}
    >
      {text}
    </Text>
  );
}

/**
 * The choice in the add-to-cart bar's words: what is chosen and what is still to choose ("Grey · Select a size"),
 * or, once made, the colour and size (the product's name when it has neither) and the stock's mark ("Sisa 2"). In
 * the app's language now: call it in a component that uses useLingui().
 */
export function choiceLine(choice: Choice, productName: string): string {
  const chosen = choiceText({ color: choice.color, size: choice.size });
  return choice.missing
    ? [chosen, i18n._(SELECT[choice.missing])].filter(Boolean).join(' · ')
    : [chosen || productName, choice.variant ? stockMark(choice.variant.stock) : undefined]
        .filter(Boolean)
        .join(' · ');
}
