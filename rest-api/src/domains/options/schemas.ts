// TypeBox schemas of the shop's colours and sizes: the lists a product's colours and sizes are chosen from.
import { OPTION_NAME_MAX_LENGTH, SWATCH_PATTERN } from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { Data, List, PagingQuery, PATTERN_MESSAGE, Timestamps, Uuid } from '../../lib/schemas.js';

/** The longest colour or size name (the products' colour and size lists take names of at most this). */
export const OPTION_NAME_MAX = OPTION_NAME_MAX_LENGTH;

const OptionName = Type.String({
  minLength: 1,
  maxLength: OPTION_NAME_MAX,
  pattern: '^[^,]*[^,\\s][^,]*$',
  [PATTERN_MESSAGE]: 'must not hold a comma',
  description: 'Unique without regard to case; no comma',
});
const Swatch = Type.String({
  pattern: SWATCH_PATTERN,
  [PATTERN_MESSAGE]: 'must be a hex colour such as #1f2a44',
  description: 'The colour shown for it, #rrggbb (stored lower-case)',
});
const Position = Type.Integer({
  minimum: 0,
  maximum: 100_000,
  description: 'Lists are in position order (then by name); a new one goes last when left out',
});

const OptionFields = { id: Uuid, name: Type.String(), position: Type.Integer() };

export const ProductSize = Type.Object({ ...OptionFields, ...Timestamps });
export const ProductColor = Type.Object({ ...OptionFields, swatch: Type.String(), ...Timestamps });
export type ProductSizeRecord = Static<typeof ProductSize>;
export type ProductColorRecord = Static<typeof ProductColor>;

export const CreateSizeBody = Type.Object({ name: OptionName, position: Type.Optional(Position) });
export const UpdateSizeBody = Type.Object({
  name: Type.Optional(OptionName),
  position: Type.Optional(Position),
});
export const CreateColorBody = Type.Object({ ...CreateSizeBody.properties, swatch: Swatch });
export const UpdateColorBody = Type.Object({ ...UpdateSizeBody.properties, swatch: Type.Optional(Swatch) });

export const OptionListQuery = PagingQuery;

export const SizeAnswer = Data(ProductSize);
export const SizeList = List(ProductSize);
export const SizesInOrder = Data(Type.Array(ProductSize));
export const ColorAnswer = Data(ProductColor);
export const ColorList = List(ProductColor);
export const ColorsInOrder = Data(Type.Array(ProductColor));
