import { useTranslation } from 'react-i18next';
import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { useServicePhoneKey } from '../layout';
import { Button, DateField, RadioGroup, SelectField, TextField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import type { ClaimReporterProfile } from '../../../domain/api/claim-report';
import { todayInIceland } from '../../../domain/calendar';
import { formatIsk } from '../../../domain/format';
import {
  CLAIM_DAMAGE_ITEMS_MAX,
  CLAIM_DESCRIPTION_MAX_LENGTH,
  COLLISION_CIRCUMSTANCES,
  GLASS_PARTS,
  POLICE_REPORT_REQUIRED,
  WATER_SOURCES,
  incidentDateRange,
  questionsAskedFor,
} from '../../../domain/forms/claim-report';
import type { Language } from '../../../lib/i18n';
import {
  CheckboxGroup,
  EmailField,
  KennitalaField,
  NameField,
  PhoneField,
} from '../public-form-kit';
import { Intro } from './type-step';
import { getIn, type ClaimValues } from './values';
import { theme } from '../../../components/theme';

/** The props a field takes from the wizard's form, by its path ('incident.place'). */
export function useClaimField() {
  const formik = useFormikContext<ClaimValues>();
  // An error may send the reporter to the phone: it names the content's number, or reads without.
  const phoneKey = useServicePhoneKey();
  return (path: string) => {
    const error = getIn(formik.errors, path) as string | undefined;
    const message = error ? phoneKey(error) : undefined;
    return {
      name: path,
      id: `claim-${path.replace(/[.[\]]+/g, '-')}`,
      value: String(getIn(formik.values, path) ?? ''),
      onChange: formik.handleChange as (event: ChangeEvent<HTMLElement>) => void,
      onBlur: formik.handleBlur,
      touched: Boolean(getIn(formik.touched, path)),
      error: message?.key,
      errorValues: message?.values,
    };
  };
}

const Grid = styled.div`
  display: grid;
  gap: 0 ${theme.space(4)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

/** Step 2: who reports, and for whom. */
export function ReporterStep({ profile }: { profile: ClaimReporterProfile | null }) {
  const { t } = useTranslation();
  const field = useClaimField();
  const formik = useFormikContext<ClaimValues>();
  const representative = profile?.representative ?? null;
  return (
    <Grid>
      <p className="wide">
        {representative
          ? t('claimReport|signedInFor', { name: representative.name, party: profile!.name })
          : profile
            ? t('claimReport|signedInAs', { name: profile.name })
            : t('claimReport|signInOffer')}
      </p>
      <NameField {...field('reporter.name')} label={t('claimReport|field.name')} required />
      <KennitalaField
        {...field('reporter.kennitala')}
        label={t('claimReport|field.kennitala')}
        required
        readOnly={profile !== null}
      />
      <EmailField {...field('reporter.email')} label={t('claimReport|field.email')} required />
      <PhoneField {...field('reporter.phone')} label={t('claimReport|field.phone')} required />
      {/* Acting for a party, the report is that party's: chosen in the portal, not here. */}
      {!representative && (
        <RadioGroup
          {...field('reporter.role')}
          className="wide"
          legend={t('claimReport|field.role')}
          options={[
            { value: 'self', label: t('claimReport|choice.self') },
            { value: 'other', label: t('claimReport|choice.other') },
          ]}
          required
        />
      )}
      {formik.values.reporter.role === 'other' && (
        <>
          <NameField
            {...field('reporter.insuredName')}
            autoComplete="off"
            label={t('claimReport|field.insuredName')}
            required
            readOnly={representative !== null}
          />
          <KennitalaField
            {...field('reporter.insuredKennitala')}
            label={t('claimReport|field.insuredKennitala')}
            required
            readOnly={representative !== null}
          />
        </>
      )}
    </Grid>
  );
}

/** Step 3: which policy: the signed-in customer's own to pick from, or a number to give. */
export function PolicyStep({
  profile,
  language,
}: {
  profile: ClaimReporterProfile | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const field = useClaimField();
  if (profile && profile.policies.length > 0) {
    return (
      <RadioGroup
        {...field('policy.policyId')}
        legend={t('claimReport|field.policy')}
        options={[
          ...profile.policies.map((policy) => ({
            value: policy.id,
            label: `${policy.product[language]} — ${policy.insuredObject[language]} (${policy.number})`,
          })),
          { value: '', label: t('claimReport|policyUnknown') },
        ]}
      />
    );
  }
  return (
    <TextField
      {...field('policy.policyNumber')}
      label={t('claimReport|field.policyNumber')}
      hint={t('claimReport|policyNumberHint')}
      autoComplete="off"
    />
  );
}

/** Step 4: what happened — what every claim needs, then what its type asks. */
export function IncidentStep() {
  const { t } = useTranslation();
  const field = useClaimField();
  const formik = useFormikContext<ClaimValues>();
  const { type, incident } = formik.values;
  const asks = questionsAskedFor(type);
  const policeReportRequired = (POLICE_REPORT_REQUIRED as readonly string[]).includes(type);
  const today = todayInIceland();
  const { earliest } = incidentDateRange(today);
  const choices = (values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`claimReport|choice.${value}`) }));
  const yesNo = choices(['yes', 'no']);
  const circumstances = (name: 'ownCircumstances' | 'otherCircumstances', required: boolean) => (
    <CheckboxGroup
      name={`incident.${name}`}
      errorId={`claim-incident-${name}-error`}
      legend={
        <>
          {t(`claimReport|field.${name}`)}
          <span className="hint"> {t('claimReport|circumstancesHint')}</span>
        </>
      }
      required={required}
      error={
        getIn(formik.touched, `incident.${name}`)
          ? (getIn(formik.errors, `incident.${name}`) as string | undefined)
          : undefined
      }
      chosen={incident[name]}
      options={choices(COLLISION_CIRCUMSTANCES)}
      onChange={formik.handleChange}
    />
  );
  return (
    <Grid>
      <DateField
        {...field('incident.date')}
        label={t('claimReport|field.date')}
        min={earliest}
        max={today}
        required
      />
      <TextField
        {...field('incident.time')}
        label={t('claimReport|field.time')}
        hint={t('claimReport|timeHint')}
        inputMode="numeric"
        mask="##:##"
        autoComplete="off"
      />
      <TextField
        {...field('incident.place')}
        className="wide"
        label={t('claimReport|field.place')}
        hint={t('claimReport|placeHint')}
        autoComplete="off"
        required
      />
      {asks.has('registration') && (
        <TextField
          {...field('incident.registration')}
          label={t('claimReport|field.registration')}
          autoComplete="off"
          maxLength={8}
          required
        />
      )}
      {asks.has('glassPart') && (
        <SelectField
          {...field('incident.glassPart')}
          label={t('claimReport|field.glassPart')}
          options={choices(GLASS_PARTS)}
          required
        />
      )}
      {asks.has('waterSource') && (
        <SelectField
          {...field('incident.waterSource')}
          label={t('claimReport|field.waterSource')}
          options={choices(WATER_SOURCES)}
          required
        />
      )}
      {asks.has('fireServiceCalled') && (
        <RadioGroup
          {...field('incident.fireServiceCalled')}
          className="wide"
          legend={t('claimReport|field.fireServiceCalled')}
          options={yesNo}
          inline
          required
        />
      )}
      {asks.has('destination') && (
        <>
          <TextField
            {...field('incident.destination')}
            className="wide"
            label={t('claimReport|field.destination')}
            autoComplete="off"
            required
          />
          <DateField
            {...field('incident.departureDate')}
            label={t('claimReport|field.departureDate')}
          />
          <DateField {...field('incident.returnDate')} label={t('claimReport|field.returnDate')} />
        </>
      )}
      {asks.has('delayHours') && (
        <TextField
          {...field('incident.delayHours')}
          label={t('claimReport|field.delayHours')}
          inputMode="numeric"
          maxLength={3}
          required
        />
      )}
      {asks.has('treatment') && (
        <TextField
          {...field('incident.treatment')}
          className="wide"
          label={t('claimReport|field.treatment')}
          required
        />
      )}
      {asks.has('injury') && (
        <TextAreaField
          {...field('incident.injury')}
          className="wide"
          label={t('claimReport|field.injury')}
          limit={1000}
          rows={3}
          required
        />
      )}
      {asks.has('thirdParty') && (
        <TextField
          {...field('incident.thirdParty')}
          className="wide"
          label={t('claimReport|field.thirdParty')}
          required
        />
      )}
      <TextAreaField
        {...field('incident.description')}
        className="wide"
        label={t('claimReport|field.description')}
        hint={t('claimReport|descriptionHint')}
        limit={CLAIM_DESCRIPTION_MAX_LENGTH}
        required
      />
      {asks.has('otherParty') && (
        <>
          <RadioGroup
            {...field('incident.otherParty')}
            className="wide"
            legend={t('claimReport|field.otherParty')}
            options={yesNo}
            inline
            required
          />
          {incident.otherParty === 'yes' && (
            <>
              <h3 className="wide">{t('claimReport|otherPartyHeading')}</h3>
              <NameField
                {...field('incident.otherName')}
                autoComplete="off"
                label={t('claimReport|field.otherName')}
                required
              />
              <TextField
                {...field('incident.otherRegistration')}
                label={t('claimReport|field.otherRegistration')}
                autoComplete="off"
                maxLength={8}
                required
              />
              <TextField
                {...field('incident.otherInsurer')}
                label={t('claimReport|field.otherInsurer')}
                autoComplete="off"
              />
              <PhoneField
                {...field('incident.otherPhone')}
                autoComplete="off"
                label={t('claimReport|field.otherPhone')}
              />
            </>
          )}
          {circumstances('ownCircumstances', true)}
          {incident.otherParty === 'yes' && circumstances('otherCircumstances', false)}
        </>
      )}
      <TextField
        {...field('incident.policeReport')}
        label={t('claimReport|field.policeReport')}
        hint={t(
          policeReportRequired
            ? 'claimReport|policeReportRequiredHint'
            : 'claimReport|policeReportHint',
        )}
        autoComplete="off"
        required={policeReportRequired}
      />
      <TextField
        {...field('incident.witnesses')}
        label={t('claimReport|field.witnesses')}
        hint={t('claimReport|witnessesHint')}
        autoComplete="off"
      />
    </Grid>
  );
}

const DamageRow = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(3)} 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  legend {
    padding: 0 ${theme.space(1)};
    font-weight: 700;
  }
  .remove {
    margin-bottom: ${theme.space(3)};
  }
`;

/** Step 5: what was damaged or lost, and what the reporter thinks each is worth. */
export function DamagesStep({ language }: { language: Language }) {
  const { t } = useTranslation();
  const field = useClaimField();
  const formik = useFormikContext<ClaimValues>();
  const { damages } = formik.values;
  const total = damages.reduce((sum, item) => sum + (Number(item.amount) || 0), 0);
  const setDamages = (next: ClaimValues['damages']) => void formik.setFieldValue('damages', next);
  return (
    <>
      <Intro>{t('claimReport|damagesIntro')}</Intro>
      {damages.map((_, index) => (
        <DamageRow key={index}>
          <legend>{t('claimReport|damageItem', { number: index + 1 })}</legend>
          <Grid>
            <TextField
              {...field(`damages[${index}].description`)}
              label={t('claimReport|field.damageDescription')}
              autoComplete="off"
              required
            />
            <TextField
              {...field(`damages[${index}].amount`)}
              label={t('claimReport|field.damageAmount')}
              inputMode="numeric"
              maxLength={9}
              autoComplete="off"
            />
          </Grid>
          {damages.length > 1 && (
            <Button
              className="remove"
              variant="link"
              onClick={() => setDamages(damages.filter((__, other) => other !== index))}
            >
              {t('claimReport|removeDamage', { number: index + 1 })}
            </Button>
          )}
        </DamageRow>
      ))}
      {damages.length < CLAIM_DAMAGE_ITEMS_MAX && (
        <Button
          variant="secondary"
          onClick={() => setDamages([...damages, { description: '', amount: '' }])}
        >
          {t('claimReport|addDamage')}
        </Button>
      )}
      <p aria-live="polite">
        {total > 0 && t('claimReport|damagesTotal', { amount: formatIsk(total, language) })}
      </p>
    </>
  );
}

/** Step 6: the account a payout goes to (optional: a repair may be paid to the workshop). */
export function PayoutStep() {
  const { t } = useTranslation();
  const field = useClaimField();
  return (
    <>
      <Intro>{t('claimReport|payoutIntro')}</Intro>
      <Grid>
        <TextField
          {...field('payout.bank')}
          label={t('claimReport|field.bank')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
        />
        <TextField
          {...field('payout.ledger')}
          label={t('claimReport|field.ledger')}
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
        />
        <TextField
          {...field('payout.account')}
          label={t('claimReport|field.accountNumber')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
        />
        <KennitalaField
          {...field('payout.ownerKennitala')}
          label={t('claimReport|field.ownerKennitala')}
        />
      </Grid>
    </>
  );
}
