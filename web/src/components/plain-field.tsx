// Chakra's Input drawn on a native <input> or <select> (the theme's input recipe, by key): Chakra's Input is Ark's
// Field.Input and its NativeSelect another recipe, whose field machinery (ids and states for a labelled form field)
// the storefront's search boxes, price range and sort have no use for, and which would come into its first download.
import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

const inputRecipe = createRecipeContext({ key: 'input' });

/** A native input with the input recipe (size, variant). */
export const PlainInput = inputRecipe.withContext<
  HTMLInputElement,
  HTMLChakraProps<'input', RecipeProps<'input'>>
>('input');

/** A native select with the input recipe (give it `appearance="none"` and an indicator beside it). */
export const PlainSelect = inputRecipe.withContext<
  HTMLSelectElement,
  HTMLChakraProps<'select', RecipeProps<'input'>>
>('select');
