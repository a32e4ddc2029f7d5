import { Type, type Static } from 'typebox';
import { Data } from '../../lib/schemas.js';

export const ImageUrls = Type.Object({
  small: Type.String({ description: '240 px wide WebP' }),
  medium: Type.String({ description: '640 px wide WebP' }),
  large: Type.String({ description: '1280 px wide WebP' }),
});

/** Both shapes the spec's screens read: data.url[0] and data.data[0].urls.medium. */
export const UploadAnswer = Data(
  Type.Object({
    url: Type.Array(Type.String(), { description: 'The large variant, first entry' }),
    data: Type.Array(
      Type.Object({
        id: Type.String(),
        urls: ImageUrls,
        width: Type.Integer({ description: 'Pixels of the original' }),
        height: Type.Integer({ description: 'Pixels of the original' }),
        contentType: Type.String({ description: 'The uploaded image type (the variants are WebP)' }),
      }),
    ),
  }),
);
export type UploadResult = Static<typeof UploadAnswer>['data'];
