// A shop setting's card on the settings page: the setting's skeleton while it loads, its error with a way to try
// again, then its form — a heading, what the setting does, its fields and Save. Each setting's card is this with
// its own fields, and its form's life (query, mutation, toast, refusal) from useSettingForm.
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { ErrorState } from '@/components/error-state';
import { useMayEditHere } from '@/components/admin/use-admin-access';
import { FormSubmit } from '@/components/form/form-submit';
import type { SettingForm } from './use-setting-form';

interface SettingCardProps<Values> {
  /** The heading's id, which labels the form. */
  id: string;
  /** Already translated. */
  heading: string;
  /** What the setting does, for staff. */
  description: ReactNode;
  /** Read by the skeleton's screen-reader label, "Loading the {what}": already translated ('shipping settings'). */
  what: string;
  /** The setting's form (useSettingForm): its query as it stands, its values and its Save. */
  form: SettingForm<Values>;
  /** The setting's fields. */
  children: ReactNode;
}

export function SettingCard<Values extends object>(props: SettingCardProps<Values>) {
  const { t } = useLingui();
  const { id, what } = props;
  const { load, initialValues, onSubmit } = props.form;
  // Staff whose role may not change the settings read them without a Save (issue 32).
  const mayEdit = useMayEditHere();
  return (
    <Card.Root variant="outline" maxW="3xl" width="full">
      <Card.Body>
        {load.error && !initialValues ? (
          <ErrorState error={load.error} onRetry={() => void load.refetch()} />
        ) : !initialValues ? (
          <Stack gap="4" aria-busy="true" aria-label={t`Loading the ${what}`}>
            <Skeleton height="10" />
            <Skeleton height="16" />
          </Stack>
        ) : (
          <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
            {({ handleSubmit }) => (
              <form noValidate aria-labelledby={id} onSubmit={handleSubmit}>
                <Stack gap="4">
                  <Heading as="h2" size="lg" id={id}>
                    {props.heading}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {props.description}
                  </Text>
                  {props.children}
                  {mayEdit ? <FormSubmit label={t`Save`} /> : null}
                </Stack>
              </form>
            )}
          </Form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
