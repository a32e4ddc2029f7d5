// The settings' Stock tab (issue 21): the low-stock threshold — active variants with at most this many pieces are
// marked low on the product list and listed on the dashboard's Low stock card. Same pattern as free shipping: the
// server holds the rule and its bounds; a refusal shows on its field.
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { ErrorState } from '@/components/error-state';
import { FormSubmit } from '@/components/form/form-submit';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { MAX_LOW_STOCK_THRESHOLD } from '@lemari/shop/rules';

export const LowStockSettingQuery = graphql(`
  query LowStockSetting {
    lowStockSetting {
      threshold
    }
  }
`);

export const UpdateLowStockSettingMutation = graphql(`
  mutation UpdateLowStockSetting($input: LowStockSettingInput!) {
    updateLowStockSetting(input: $input) {
      threshold
    }
  }
`);

interface Values {
  /** Typed as text; sent as a number. */
  threshold: string;
}

const FIELDS = ['threshold'] as const;

export function LowStockSettingCard() {
  const setting = useQuery(LowStockSettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateLowStockSettingMutation);
  const current = setting.data?.lowStockSetting;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: { input: { threshold: Number(values.threshold.trim()) } },
        update(cache, { data }) {
          if (!data) return;
          cache.writeQuery({
            query: LowStockSettingQuery,
            data: { lowStockSetting: data.updateLowStockSetting },
          });
          // The dashboard's card and the product list's marks follow the threshold: asked afresh next time.
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'lowStockVariants' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminProducts' });
          cache.gc();
        },
      });
    } catch (error) {
      return submissionErrors(error, FIELDS);
    }
    toaster.success({ title: 'success update data' });
    return undefined;
  }

  return (
    <Card.Root variant="outline" maxW="3xl" width="full">
      <Card.Body>
        {setting.error && !current ? (
          <ErrorState error={setting.error} onRetry={() => void setting.refetch()} />
        ) : !current ? (
          <Stack gap="4" aria-busy="true" aria-label="Loading the stock settings">
            <Skeleton height="10" />
            <Skeleton height="16" />
          </Stack>
        ) : (
          <Form<Values> onSubmit={onSubmit} initialValues={{ threshold: String(current.threshold) }}>
            {({ handleSubmit }) => (
              <form noValidate aria-labelledby="low-stock-heading" onSubmit={handleSubmit}>
                <Stack gap="4">
                  <Heading as="h2" size="lg" id="low-stock-heading">
                    Low stock
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    A colour and size on sale with this many pieces or fewer is low on stock: the dashboard
                    lists it in its Low stock card, and the product list marks its product (and filters by
                    it).
                  </Text>
                  <WholeNumberField
                    name="threshold"
                    label="Low-stock threshold"
                    unit="pieces"
                    max={MAX_LOW_STOCK_THRESHOLD}
                    helperText={`A whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD.toLocaleString('id-ID')}; 0 marks only what is sold out.`}
                  />
                  <FormSubmit label="Save" />
                </Stack>
              </form>
            )}
          </Form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
