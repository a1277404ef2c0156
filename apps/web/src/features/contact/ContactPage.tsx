import { Alert, Button, Grid, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { CONTACT_MESSAGE_MAX, PHONE_MIN_LENGTH, ZContactUsSchema } from '@hivis/contracts';
import type { TContactUs } from '@hivis/contracts';
import { EmailField } from '../../ui/forms/EmailField';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { useServerForm } from '../../ui/forms/useServerForm';
import { PRODUCT_NAME } from '../../ui/page-title';
import { Page } from '../../ui/Page';
import { useStoredAuth } from '../auth/session';
import { sendContactMessage } from './contact-api';
import { SupportDetails } from './SupportDetails';

type TContactValues = Required<TContactUs>;
const FIELDS = ['fullName', 'contactNumber', 'emailAddress', 'message'] as const;

/**
 * /contact: open to visitors and every role, suspended accounts included (spec 2.3, 2.5). A
 * signed-in person starts with their own name and email filled in.
 */
export function ContactPage() {
  const auth = useStoredAuth();
  const form = useForm<TContactValues>({
    mode: 'controlled',
    initialValues: {
      fullName: auth ? `${auth.firstName} ${auth.lastName}`.trim() : '',
      contactNumber: '',
      emailAddress: auth?.email ?? '',
      message: '',
    },
    validate: schemaResolver(ZContactUsSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS });
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => form.reset(),
  });

  return (
    <Page title="Contact Us" size="lg">
      <Text>Questions about {PRODUCT_NAME}, your account or a plan? Send us a message, call or write to us. We answer on business days, Brisbane time.</Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FormSection id="contact-form" title="Send us a message">
            {send.isSuccess ? (
              <Stack gap="md">
                <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Message sent" role="status">
                  {send.data.message}
                </Alert>
                <Group>
                  <Button variant="default" onClick={() => send.reset()}>
                    Send another message
                  </Button>
                </Group>
              </Stack>
            ) : (
              <>
                <FormProblem title="Your message was not sent" problem={problem} />
                <form noValidate onSubmit={onSubmit(send.mutateAsync)}>
                  <Stack gap="md">
                    <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('fullName')} />
                    <TextInput
                      label="Contact number"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      required
                      description={`At least ${PHONE_MIN_LENGTH} digits, so we can call you back.`}
                      {...form.getInputProps('contactNumber')}
                    />
                    <EmailField {...form.getInputProps('emailAddress')} />
                    <Textarea
                      size="md"
                      label="Message (optional)"
                      autosize
                      minRows={4}
                      maxRows={12}
                      maxLength={CONTACT_MESSAGE_MAX}
                      description="What can we help with?"
                      {...form.getInputProps('message')}
                    />
                    <Group justify="flex-end">
                      <Button type="submit" loading={submitting}>
                        Send message
                      </Button>
                    </Group>
                  </Stack>
                </form>
              </>
            )}
          </FormSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SupportDetails />
        </Grid.Col>
      </Grid>
    </Page>
  );
}
