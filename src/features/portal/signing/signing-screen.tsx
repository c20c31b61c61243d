import { useTranslation } from 'react-i18next';
import { useLocation } from '@gatsbyjs/reach-router';
import { useState } from 'react';
import styled from 'styled-components';
import type { SignableDocument } from '../../../domain/api/signing';
import type { ScreenProps } from '../screen-props';
import { CardList, SectionHeader } from '../shared/card';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { signingBlockedReason, useSignableDocuments, useSignedDocuments } from './api';
import { SignDialog } from './sign-dialog';
import { PendingDocumentCard, SignedDocumentCard } from './signing-cards';
import { theme } from '../../../components/theme';
import { useServicePhoneText } from '../../public/layout';
import { WriteButton } from '../shared/may-write';

const SectionIntro = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
  ${theme.up('md')} {
    max-width: 16rem;
  }
`;

/** The e-ID app sends the browser back with `?appSign=<our request id>`; anything else is ignored. */
const APP_SIGN_PARAM = 'appSign';
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function appReferenceIn(search: string): string | null {
  const reference = new URLSearchParams(search).get(APP_SIGN_PARAM);
  return reference && REQUEST_ID.test(reference) ? reference : null;
}

/** Undirrituð skjöl: documents waiting for a signature, signing with mobile ID, signed ones. */
export function SigningScreen({ language, user }: ScreenProps) {
  const { t } = useTranslation();
  const phoneText = useServicePhoneText();
  const unsigned = useSignableDocuments();
  const signed = useSignedDocuments();
  const [signing, setSigning] = useState<SignableDocument | null>(null);
  const { search } = useLocation();
  const [appReference, setAppReference] = useState(() => appReferenceIn(search));
  /** Done with the app's return: the address loses its reference, so a reload does not reopen it. */
  const closeAppReturn = () => {
    setAppReference(null);
    const params = new URLSearchParams(window.location.search);
    params.delete(APP_SIGN_PARAM);
    const query = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}`,
    );
  };
  const blocked = signingBlockedReason(user);

  const documents = unsigned.data?.documents ?? [];
  const pending = documents.filter((document) => document.status === 'pending');
  const expired = documents.filter((document) => document.status === 'expired');
  const header = (
    <ScreenHeader
      title={t('signing|heading')}
      intro={
        unsigned.data
          ? pending.length > 0
            ? t('signing|introPending', { count: pending.length })
            : t('signing|introNone')
          : t('signing|intro')
      }
    />
  );

  if (unsigned.isPending || signed.isPending) {
    return (
      <>
        {header}
        <ScreenLoading label={t('signing|loading')} />
      </>
    );
  }
  if (unsigned.isError || signed.isError) {
    return (
      <>
        {header}
        <ScreenError
          error={unsigned.error ?? signed.error}
          onRetry={() => {
            if (unsigned.isError) void unsigned.refetch();
            if (signed.isError) void signed.refetch();
          }}
        />
      </>
    );
  }

  const signAction = (document: SignableDocument) =>
    blocked ? (
      <Note>{t(blocked)}</Note>
    ) : (
      <WriteButton
        aria-label={`${t('signing|sign')}: ${document.title[language]}`}
        onClick={() => setSigning(document)}
      >
        {t('signing|sign')}
      </WriteButton>
    );

  return (
    <>
      {header}
      <section aria-labelledby="signing-pending">
        <SectionHeader>
          <h2 id="signing-pending">{t('signing|pendingHeading')}</h2>
        </SectionHeader>
        {pending.length === 0 ? (
          <EmptyState title={t('signing|pendingEmptyTitle')}>
            <p>{t('signing|pendingEmptyText')}</p>
          </EmptyState>
        ) : (
          <CardList>
            {pending.map((document) => (
              <li key={document.id}>
                <PendingDocumentCard
                  document={document}
                  language={language}
                  signAction={signAction(document)}
                  canWriteMemo={!user.isEmployeeImpersonating}
                />
              </li>
            ))}
          </CardList>
        )}
      </section>

      <section aria-labelledby="signing-signed">
        <SectionHeader>
          <h2 id="signing-signed">{t('signing|signedHeading')}</h2>
        </SectionHeader>
        {signed.data.documents.length === 0 ? (
          <EmptyState title={t('signing|signedEmptyTitle')}>
            <p>{t('signing|signedEmptyText')}</p>
          </EmptyState>
        ) : (
          <CardList>
            {signed.data.documents.map((document) => (
              <li key={document.id}>
                <SignedDocumentCard document={document} language={language} />
              </li>
            ))}
          </CardList>
        )}
      </section>

      {expired.length > 0 && (
        <section aria-labelledby="signing-expired">
          <SectionHeader>
            <h2 id="signing-expired">{t('signing|expiredHeading')}</h2>
          </SectionHeader>
          <SectionIntro>{phoneText('signing|expiredText')}</SectionIntro>
          <CardList>
            {expired.map((document) => (
              <li key={document.id}>
                <PendingDocumentCard document={document} language={language} canWriteMemo={false} />
              </li>
            ))}
          </CardList>
        </section>
      )}

      {signing && (
        <SignDialog
          document={signing}
          language={language}
          defaultPhone={user.popupinfo?.mobilePhone ?? ''}
          onClose={() => setSigning(null)}
        />
      )}
      {appReference && (
        <SignDialog
          appReference={appReference}
          language={language}
          defaultPhone={user.popupinfo?.mobilePhone ?? ''}
          onClose={closeAppReturn}
        />
      )}
    </>
  );
}
