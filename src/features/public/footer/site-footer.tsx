import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { telHref } from '../../../domain/phone';
import type { Language } from '../../../domain/languages';
import { OpeningHoursList, TelephoneAndChatHours } from '../opening-hours';
import type { FooterData, FooterSection } from './footer-data';
import { theme } from '../../../components/theme';

const Footer = styled.footer`
  margin-top: ${theme.space(8)};
  background: ${theme.colors.brandDark};
  color: #e8eef3;
  a {
    color: #fff;
  }
  h2,
  h3 {
    color: #fff;
  }
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(7)} ${theme.space(4)} ${theme.space(5)};
`;

const Top = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: 1fr;
  ${theme.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.up('lg')} {
    grid-template-columns: 1.3fr repeat(3, 1fr);
  }
`;

const Contact = styled.div`
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 ${theme.space(1)};
  }
`;

const Phone = styled.a`
  display: inline-block;
  font-size: 1.9rem;
  font-weight: 700;
  text-decoration: none;
  letter-spacing: 0.02em;
  &:hover {
    text-decoration: underline;
  }
`;

const Group = styled.nav`
  h3 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: #b9c9d6;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0 0 ${theme.space(2)};
  }
  a {
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Middle = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  margin-top: ${theme.space(7)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  grid-template-columns: 1fr;
  ${theme.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.up('lg')} {
    grid-template-columns: 1fr 1fr 1fr;
  }
  h3 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-content: flex-start;
  ${theme.up('lg')} {
    justify-content: flex-end;
  }
`;

const ButtonLink = styled(Link)<{ $primary: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border-radius: ${theme.radius};
  border: 2px solid ${theme.colors.accent};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.accent : 'transparent')};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ $primary }) => ($primary ? '#b0621a' : 'rgba(255, 255, 255, 0.08)')};
  }
`;

const Bottom = styled.div`
  margin-top: ${theme.space(6)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.9rem;
  color: #b9c9d6;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(2)};
`;

function Section({ section }: { section: FooterSection }) {
  switch (section.kind) {
    case 'links':
      return (
        <Group aria-label={section.title}>
          <h3>{section.title}</h3>
          <ul>
            {section.links.map((link) => (
              <li key={`${link.title}${link.href}`}>
                <Link href={link.href}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </Group>
      );
    case 'hours':
      return (
        <section>
          <h3>{section.hours.name}</h3>
          <OpeningHoursList hours={section.hours} showName={false} />
        </section>
      );
    case 'buttons':
      return (
        <Buttons>
          {section.buttons.map((button, index) => (
            <ButtonLink key={button.href} href={button.href} $primary={index === 0}>
              {button.title}
            </ButtonLink>
          ))}
        </Buttons>
      );
    default:
      return null;
  }
}

type SiteFooterProps = {
  language: Language;
  /** The 'fotur' document of the page's language; without it only the contact details show. */
  footer: FooterData | null;
};

/** The footer of every public page, from the content service's 'fotur' document. */
export function SiteFooter({ language, footer }: SiteFooterProps) {
  const { t } = useTranslation();
  const sections = footer?.sections ?? [];
  const linkGroups = sections.filter((section) => section.kind === 'links');
  const others = sections.filter((section) => section.kind !== 'links');
  return (
    <Footer>
      <Inner>
        <Top>
          <Contact>
            <h2>{t('layout|footerHeading')}</h2>
            {footer?.phone && (
              <p>
                <span>{t('layout|footerPhone')} </span>
                <Phone href={telHref(footer.phone)}>{footer.phone}</Phone>
              </p>
            )}
            {footer?.email && (
              <p>
                {t('layout|footerEmail')}: <a href={`mailto:${footer.email}`}>{footer.email}</a>
              </p>
            )}
            <p>{t('layout|footerAddress')}</p>
          </Contact>
          {linkGroups.map((section, index) => (
            <Section key={index} section={section} />
          ))}
        </Top>
        <Middle>
          <section>
            <h3>{t('layout|footerPhoneAndChat')}</h3>
            <TelephoneAndChatHours language={language} showName={false} />
          </section>
          {others.map((section, index) => (
            <Section key={index} section={section} />
          ))}
        </Middle>
        <Bottom>
          <span>{t('layout|footerCompany')}</span>
          <span>{t('layout|footerRegulated')}</span>
        </Bottom>
      </Inner>
    </Footer>
  );
}
