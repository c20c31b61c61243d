import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import en from '../../../locales/en/passwordStrength.json';
import is from '../../../locales/is/passwordStrength.json';
import {
  PASSWORD_MIN_SCORE,
  type PasswordStrength,
  type StrengthOwner,
} from '../../domain/password-strength';
import { addTranslationGroups } from '../../lib/i18n';
import { theme } from '../theme';
import { loadPasswordJudge, type PasswordJudge } from './load-judge';

addTranslationGroups({ is: { passwordStrength: is }, en: { passwordStrength: en } });

const JUDGE_AFTER_MS = 150;

const SCORE_COLOURS = [
  theme.colors.error,
  theme.colors.error,
  theme.colors.warning,
  theme.colors.success,
  theme.colors.success,
];

const Box = styled.div`
  margin: calc(-1 * ${theme.space(2)}) 0 ${theme.space(4)};
  font-size: 0.875rem;
  p {
    margin: ${theme.space(1)} 0 0;
  }
`;

const Track = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
  height: 6px;
`;

const Step = styled.span<{ $on: boolean; $colour: string }>`
  border-radius: 3px;
  background: ${({ $on, $colour }) => ($on ? $colour : theme.colors.brandLight)};
`;

/**
 * The strength meter under a new-password field: four bars filled by zxcvbn's score (the same
 * judgement the server applies, with the person's name, kennitala and e-mail as guesses), the
 * score in words and zxcvbn's reason when the password is weak. The dictionaries load the first
 * time something is typed. The field should name `id` in its aria-describedby.
 */
export function PasswordStrengthMeter({
  id,
  password,
  owner,
}: {
  id: string;
  password: string;
  owner: StrengthOwner;
}) {
  const { t } = useTranslation();
  const [judge, setJudge] = useState<PasswordJudge | null>(null);
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const wanted = password.length > 0;
  const { kennitala, name, email } = owner;

  useEffect(() => {
    if (!wanted || judge) return;
    let live = true;
    loadPasswordJudge().then(
      (loaded) => live && setJudge(() => loaded),
      // Without the dictionaries the meter stays silent; the server still judges on saving.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, judge]);

  // Judged once typing pauses: a check costs milliseconds to a few hundred on a slow phone.
  useEffect(() => {
    if (!judge || !wanted) return;
    const timer = window.setTimeout(
      () => setStrength(judge(password, { kennitala, name, email })),
      JUDGE_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [judge, wanted, password, kennitala, name, email]);

  if (!wanted) return <Box id={id} />;
  if (!strength)
    return (
      <Box id={id} aria-live="polite">
        <p>{t('passwordStrength|checking')}</p>
      </Box>
    );

  const strongEnough = strength.score >= PASSWORD_MIN_SCORE;
  const warningKey = strength.warning && `passwordStrength|warning.${strength.warning}`;
  return (
    <Box id={id} aria-live="polite" data-score={strength.score}>
      <Track aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <Step key={step} $on={strength.score >= step} $colour={SCORE_COLOURS[strength.score]!} />
        ))}
      </Track>
      <p>
        {t('passwordStrength|label')}:{' '}
        <strong>{t(`passwordStrength|score${strength.score}`)}</strong>.{' '}
        {t(strongEnough ? 'passwordStrength|enough' : 'passwordStrength|notEnough')}
      </p>
      {!strongEnough && warningKey && <p>{t(warningKey)}</p>}
    </Box>
  );
}
