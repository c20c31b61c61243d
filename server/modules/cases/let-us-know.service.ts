import { badRequest } from '../../errors';
import type { ServerLanguage } from '../../i18n/locales';
import {
  LET_US_KNOW_KIND_LABELS,
  LET_US_KNOW_TOPIC_LABELS,
  letUsKnowSchema,
  validateWith,
  type LetUsKnowKind,
  type LetUsKnowTopic,
} from '../../../src/domain';
import type { CaseCreated } from '../../../src/domain/api/case';
import { openWebformCase, type CaseDeps } from './cases.service';

/** 'Kvörtun af vef: Afgreiðsla tjóns' / 'Hrós af vef: Starfsfólk': kind and topic at a glance. */
export function letUsKnowSubject(kind: LetUsKnowKind, topic: LetUsKnowTopic): string {
  return `${LET_US_KNOW_KIND_LABELS[kind]} af vef: ${LET_US_KNOW_TOPIC_LABELS[topic]}`;
}

/**
 * A complaint or a compliment becomes a case. A complaint, whatever it is about, goes to the quality
 * manager, who the page says answers in writing within five working days; a compliment goes to the
 * team it praises (claims handling to the claims service, anything else to the individual
 * service). Staff read at the top of the thread whether they may get in touch and how.
 */
export async function submitLetUsKnow(
  deps: CaseDeps,
  body: unknown,
  language: ServerLanguage,
): Promise<CaseCreated> {
  const result = await validateWith(letUsKnowSchema, body);
  if (!result.ok) throw badRequest('ValidationFailed', 'The message is not valid', result.errors);
  const form = result.value;
  const kind = form.kind as LetUsKnowKind;
  const topic = form.topic as LetUsKnowTopic;
  const contact = form.contactConsent
    ? `Má hafa samband: já${form.phone ? ` · sími ${form.phone}` : ''}`
    : 'Má hafa samband: nei (aðeins staðfesting í tölvupósti)';
  return openWebformCase(
    deps,
    {
      kind: 'letUsKnow',
      queue: kind === 'complaint' ? 'quality' : topic === 'claim' ? 'claims' : 'individual',
      promise: kind,
      subject: letUsKnowSubject(kind, topic),
      name: form.name,
      email: form.email,
      ssn: form.ssn === '' ? null : form.ssn,
      body: [
        `${LET_US_KNOW_KIND_LABELS[kind]} · ${LET_US_KNOW_TOPIC_LABELS[topic]}`,
        contact,
        '',
        form.description,
      ].join('\n'),
    },
    language,
  );
}
