// A widget's type (the schema's WidgetType) as the back office names it, on the widget form's choice and in the
// widget list's Type column: words of the page's language, never the enum's value (issue 32).
import { msg } from '@lingui/core/macro';
import type { WidgetType } from '@/generated/graphql';

export const WIDGET_TYPE_LABELS = {
  TEXT: msg`Text`,
  IMAGE: msg`Image`,
  VIDEO: msg`Video`,
} as const satisfies Record<WidgetType, unknown>;
