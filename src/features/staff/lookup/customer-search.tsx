import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '../../../components';
import { formatKennitala } from '../../../domain';
import { CUSTOMER_SEARCH_MAX, CUSTOMER_SEARCH_MIN } from '../../../domain/api/staff-rules';
import type { CustomerHit } from '../../../domain/api/staff';
import { errorMessage } from '../../../lib/api';
import { useCustomerSearch, useRecentCustomers } from '../api';
import { theme } from '../../../components/theme';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(2)};
  align-items: end;
  ${theme.up('md')} {
    grid-template-columns: 1fr auto;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
`;

/** One customer as a button: the whole row chooses them. */
const Choice = styled.button`
  width: 100%;
  display: grid;
  gap: ${theme.space(1)};
  text-align: left;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    background: ${theme.colors.brandLight};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  font-weight: 700;
`;

const Detail = styled.span`
  color: ${theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0;
`;

const Alert = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
`;

const Subheading = styled.h3`
  margin: ${theme.space(2)} 0 0;
  font-size: 1.05rem;
`;

function CustomerChoice({
  name,
  kennitala,
  isCompany,
  detail,
  onChoose,
}: {
  name: string;
  kennitala: string;
  isCompany: boolean;
  detail?: string;
  onChoose: (kennitala: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <Choice type="button" onClick={() => onChoose(kennitala)}>
        <Name>{name}</Name>
        <Detail>
          {formatKennitala(kennitala)}
          {isCompany && ` · ${t('portal|staff.company')}`}
        </Detail>
        {detail && <Detail>{detail}</Detail>}
      </Choice>
    </li>
  );
}

/**
 * Find anyone: one box for a name (in part, accents or not), kennitala, phone, e-mail, policy or
 * claim number or registration number; the results say what matched. Choosing a customer hands
 * their kennitala on to the acting-with-a-reason form. The employee's recent customers are listed
 * below, one click away.
 */
export function CustomerSearch({ onChoose }: { onChoose: (kennitala: string) => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const search = useCustomerSearch(searched);
  const recent = useRecentCustomers();

  const matched = (hit: CustomerHit) =>
    t('portal|staff.matched', {
      kind: t(`portal|staff.matchedBy.${hit.matchedBy}`),
      value:
        hit.matchedBy === 'kennitala'
          ? formatKennitala(hit.matched)
          : hit.matchedBy === 'phone'
            ? `${hit.matched.slice(0, 3)} ${hit.matched.slice(3)}`
            : hit.matched,
    });

  return (
    <>
      <Form
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = text.trim();
          setTooShort(wanted.length < CUSTOMER_SEARCH_MIN);
          if (wanted.length >= CUSTOMER_SEARCH_MIN) setSearched(wanted);
        }}
      >
        <TextField
          name="customerSearch"
          type="search"
          label={t('portal|staff.searchLabel')}
          hint={t('portal|staff.searchHint')}
          value={text}
          maxLength={CUSTOMER_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          touched={tooShort}
          error={tooShort ? 'portal|staff.searchTooShort' : undefined}
          autoComplete="off"
        />
        <Button type="submit" loading={search.isFetching}>
          {t('portal|staff.searchButton')}
        </Button>
      </Form>
      <div aria-live="polite">
        {search.isError && <Alert role="alert">{errorMessage(search.error, i18n)}</Alert>}
        {search.data && (
          <>
            <Note>
              {search.data.results.length === 0
                ? t('portal|staff.searchNone')
                : t('portal|staff.searchCount', { count: search.data.results.length })}
            </Note>
            {search.data.truncated && <Note>{t('portal|staff.searchTruncated')}</Note>}
          </>
        )}
      </div>
      {search.data && search.data.results.length > 0 && (
        <List aria-label={t('portal|staff.searchResults')}>
          {search.data.results.map((hit) => (
            <CustomerChoice
              key={hit.kennitala}
              name={hit.name}
              kennitala={hit.kennitala}
              isCompany={hit.isCompany}
              detail={matched(hit)}
              onChoose={onChoose}
            />
          ))}
        </List>
      )}
      <Subheading id="staff-recent-heading">{t('portal|staff.recentHeading')}</Subheading>
      {recent.data && recent.data.customers.length === 0 && (
        <Note>{t('portal|staff.recentNone')}</Note>
      )}
      {recent.isError && <Note>{t('portal|staff.loadFailed')}</Note>}
      {recent.data && recent.data.customers.length > 0 && (
        <List aria-labelledby="staff-recent-heading">
          {recent.data.customers.map((customer) => (
            <CustomerChoice
              key={customer.kennitala}
              name={customer.name}
              kennitala={customer.kennitala}
              isCompany={customer.isCompany}
              onChoose={onChoose}
            />
          ))}
        </List>
      )}
    </>
  );
}
