import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, notify } from '../../../components';
import {
  MARKETING_CHANNELS,
  type MarketingChannel,
  type MarketingChoices,
} from '../../../domain/api/communication-rules';
import type { CommunicationSettings } from '../../../domain/api/communication';
import { formatDate, formatPhone } from '../../../domain/format';
import { ApiError, errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import type { ScreenProps } from '../screen-props';
import { Card } from '../shared/card';
import { ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { useCommunicationSettings, useSaveCommunication } from './api';
import { WriteFieldset } from '../shared/may-write';
import { theme } from '../../../components/theme';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space(3)};
  }
`;

const Note = styled.p`
  margin: ${theme.space(3)} 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

const ErrorText = styled.p`
  color: ${theme.colors.error};
  font-weight: 600;
`;

/** Where a channel's marketing would arrive, as the hint under its box. */
function channelHint(
  channel: MarketingChannel,
  settings: CommunicationSettings,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (channel === 'emailNewsletter')
    return settings.email
      ? t('settings|communicationTo', { address: settings.email })
      : t('settings|communicationNeedsEmail');
  if (channel === 'smsOffers')
    return settings.mobilePhone
      ? t('settings|communicationTo', { address: formatPhone(settings.mobilePhone) })
      : t('settings|communicationNeedsMobile');
  return settings.hasAddress
    ? t('settings|communicationPostHint')
    : t('settings|communicationNoAddress');
}

function ChoicesForm({
  settings,
  language,
}: {
  settings: CommunicationSettings;
  language: Language;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveCommunication();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<MarketingChoices>({
    initialValues: settings.choices,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save.mutateAsync(values);
        notify.info(t('settings|communicationSaved'));
      } catch (error) {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        const known = MARKETING_CHANNELS.filter((channel) => fields[channel]?.[0]);
        if (known.length > 0) {
          helpers.setErrors(Object.fromEntries(known.map((c) => [c, fields[c]![0]])));
          void helpers.setTouched(Object.fromEntries(known.map((c) => [c, true])), false);
        } else setFailure(errorMessage(error, i18n));
      }
    },
  });
  const readOnly = !settings.canChange;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A second press while the choices are being saved does nothing.
        if (!formik.isSubmitting) void formik.submitForm();
      }}
    >
      <WriteFieldset>
        <Fieldset>
          <legend>{t('settings|communicationLegend')}</legend>
          {MARKETING_CHANNELS.map((channel) => (
            <Checkbox
              key={channel}
              id={`communication-${channel}`}
              name={channel}
              label={t(`settings|communication_${channel}`)}
              hint={channelHint(channel, settings, t)}
              checked={formik.values[channel]}
              onChange={formik.handleChange}
              disabled={readOnly}
              touched={Boolean(formik.touched[channel])}
              error={formik.errors[channel]}
            />
          ))}
        </Fieldset>
        {settings.updatedAt && (
          <p>
            {t('settings|communicationUpdated', {
              date: formatDate(settings.updatedAt, language, { time: true }),
            })}
          </p>
        )}
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        {readOnly ? (
          <Note role="note">{t('settings|communicationReadOnly')}</Note>
        ) : (
          <Button
            type="submit"
            loading={formik.isSubmitting}
            loadingLabel={t('settings|saving')}
            disabled={formik.isSubmitting}
          >
            {failure ? t('settings|communicationRetry') : t('settings|communicationSave')}
          </Button>
        )}
      </WriteFieldset>
    </form>
  );
}

/** Stillingar → Samskipti: which marketing the customer receives, by e-mail, text and post. */
export function CommunicationSettingsScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const settings = useCommunicationSettings();
  let body;
  if (settings.isPending) body = <ScreenLoading label={t('settings|communicationLoading')} />;
  else if (settings.isError)
    body = <ScreenError error={settings.error} onRetry={() => void settings.refetch()} />;
  else
    body = (
      <Card>
        <ChoicesForm settings={settings.data} language={language} />
      </Card>
    );
  return (
    <>
      <ScreenHeader
        title={t('settings|communicationHeading')}
        intro={t('settings|communicationIntro')}
      />
      {body}
    </>
  );
}
