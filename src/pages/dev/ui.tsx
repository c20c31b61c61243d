import { I18nextProvider, useTranslation } from 'react-i18next';
import styleGuideEn from '../../../locales/en/styleGuide.json';
import styleGuideIs from '../../../locales/is/styleGuide.json';
import type { HeadFC } from 'gatsby';
import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  Dropdown,
  Link,
  LinkPolicyProvider,
  LoadingOverlay,
  Logo,
  Modal,
  SelectField,
  Skeleton,
  TextField,
  Toasts,
  notify,
} from '../../components';
import { colors, theme } from '../../components/theme';
import { PHONE_MASK } from '../../domain/masks';
import {
  addTranslationGroups,
  getI18n,
  type Language,
  LANGUAGES,
  loadLanguage,
} from '../../lib/i18n';
import { ILLUSTRATIONS, ProductIllustration } from '../../slices/illustrations';

// The style guide's own texts travel with this page alone.
addTranslationGroups({ is: { styleGuide: styleGuideIs }, en: { styleGuide: styleGuideEn } });

// The living style page: every kit component in every state, in either language. The server
// hides /dev/* outside demo mode.

const OVERLAY_DEMO_MS = 3000;

const Page = styled.main`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(5)} ${theme.space(4)} ${theme.space(8)};
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
`;

const Section = styled.section`
  margin-top: ${theme.space(7)};
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  ${theme.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Caption = styled.h3`
  margin: 0 0 ${theme.space(3)};
  font-size: 1rem;
  color: ${theme.colors.textMuted};
`;

const LinkList = styled.ul`
  margin: 0 0 ${theme.space(4)};
  padding-left: ${theme.space(5)};
  line-height: 2;
  code {
    margin-left: ${theme.space(2)};
    font-size: 0.85em;
    color: ${theme.colors.textMuted};
  }
`;

const PanelList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LanguageGroup = styled.div`
  display: flex;
  gap: ${theme.space(2)};
`;

function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <h2>{title}</h2>
      {children}
    </Section>
  );
}

function ButtonsDemo() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  return (
    <DemoSection title={t('styleGuide|buttons')}>
      <Row>
        <Button>{t('styleGuide|primary')}</Button>
        <Button variant="secondary">{t('styleGuide|secondary')}</Button>
        <Button variant="link">{t('styleGuide|linkLike')}</Button>
        <Button ripple={false}>{t('styleGuide|noRipple')}</Button>
      </Row>
      <Row>
        <Button disabled>{t('styleGuide|disabled')}</Button>
        <Button variant="secondary" disabled>
          {t('styleGuide|disabled')}
        </Button>
        <Button variant="link" disabled>
          {t('styleGuide|disabled')}
        </Button>
      </Row>
      <Row>
        <Button loading={loading}>{t('styleGuide|loading')}</Button>
        <Button variant="secondary" loading={loading} loadingDots={3}>
          {t('styleGuide|loadingThreeDots')}
        </Button>
        <Button variant="link" onClick={() => setLoading((value) => !value)}>
          {t('styleGuide|toggleLoading')}
        </Button>
      </Row>
      <Button fullWidth>{t('styleGuide|fullWidth')}</Button>
    </DemoSection>
  );
}

function ModalDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [nestedOpen, setNestedOpen] = useState(false);
  return (
    <DemoSection title={t('styleGuide|modal')}>
      <Button onClick={() => setOpen(true)}>{t('styleGuide|openModal')}</Button>
      {open && (
        <Modal title={t('styleGuide|modalTitle')} name="ui-kit" onClose={() => setOpen(false)}>
          <p>{t('styleGuide|modalText')}</p>
          <Row>
            <Button variant="secondary" onClick={() => setNestedOpen(true)}>
              {t('styleGuide|openNestedModal')}
            </Button>
          </Row>
          {nestedOpen && (
            <Modal
              size="small"
              title={t('styleGuide|nestedModalTitle')}
              name="ui-kit-nested"
              onClose={() => setNestedOpen(false)}
            >
              <p>{t('styleGuide|nestedModalText')}</p>
            </Modal>
          )}
        </Modal>
      )}
    </DemoSection>
  );
}

function LoadingOverlayDemo() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!visible) return undefined;
    const timer = setTimeout(() => setVisible(false), OVERLAY_DEMO_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return (
    <DemoSection title={t('styleGuide|loadingOverlay')}>
      <Button variant="secondary" onClick={() => setVisible(true)}>
        {t('styleGuide|showOverlay')}
      </Button>
      {visible && <LoadingOverlay />}
    </DemoSection>
  );
}

function SkeletonsDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('styleGuide|skeletons')}>
      <Row>
        <Skeleton circle width={56} />
        <div style={{ flex: 1 }}>
          <Skeleton width="60%" height={20} />
          <div style={{ height: 8 }} />
          <Skeleton />
          <div style={{ height: 8 }} />
          <Skeleton width="80%" />
        </div>
      </Row>
      <Skeleton height={120} />
    </DemoSection>
  );
}

type FieldState = 'normal' | 'error' | 'disabled';
const FIELD_STATES: readonly FieldState[] = ['normal', 'error', 'disabled'];

function FieldsColumn({ state }: { state: FieldState }) {
  const { t } = useTranslation();
  const [insurance, setInsurance] = useState('');
  const [mobile, setMobile] = useState(state === 'disabled' ? '6111234' : '');
  const [consent, setConsent] = useState(state === 'disabled');
  const touched = state === 'error';
  const disabled = state === 'disabled';
  const captions: Record<FieldState, string> = {
    normal: t('styleGuide|normal'),
    error: t('styleGuide|withError'),
    disabled: t('styleGuide|disabled'),
  };
  const options = [
    { value: 'home', label: t('styleGuide|optionHome') },
    { value: 'car', label: t('styleGuide|optionCar') },
    { value: 'travel', label: t('styleGuide|optionTravel') },
  ];
  return (
    <div>
      <Caption>{captions[state]}</Caption>
      <SelectField
        id={`insurance-${state}`}
        name="insurance"
        label={t('styleGuide|insuranceType')}
        placeholder={t('styleGuide|choose')}
        required
        value={insurance}
        options={options}
        onChange={(event) => setInsurance(event.target.value)}
        touched={touched}
        error={insurance ? undefined : 'requiredField'}
        disabled={disabled}
      />
      <TextField
        id={`mobile-${state}`}
        name="mobilePhone"
        type="tel"
        label={t('styleGuide|mobile')}
        hint={t('styleGuide|mobileHint')}
        mask={PHONE_MASK}
        autoComplete="tel-national"
        value={mobile}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setMobile(event.target.value)}
        touched={touched}
        error={mobile.replace(/\D/g, '').length === 7 ? undefined : 'invalidLocalPhoneNumber'}
        disabled={disabled}
      />
      <Checkbox
        id={`consent-${state}`}
        name="consent"
        label={t('styleGuide|consent')}
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        touched={touched}
        error={consent ? undefined : 'requiredField'}
        disabled={disabled}
      />
    </div>
  );
}

function FieldsDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('styleGuide|fields')}>
      <Columns>
        {FIELD_STATES.map((state) => (
          <FieldsColumn key={state} state={state} />
        ))}
      </Columns>
    </DemoSection>
  );
}

function DropdownDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('styleGuide|dropdown')}>
      <Dropdown label={t('styleGuide|dropdownLabel')}>
        <PanelList>
          <li>
            <Button variant="link">{t('styleGuide|dropdownFirst')}</Button>
          </li>
          <li>
            <Button variant="link">{t('styleGuide|dropdownSecond')}</Button>
          </li>
          <li>
            <Button variant="link">{t('styleGuide|dropdownThird')}</Button>
          </li>
        </PanelList>
      </Dropdown>
    </DemoSection>
  );
}

function ToastsDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('styleGuide|toasts')}>
      <Row>
        <Button variant="secondary" onClick={() => notify.info(t('styleGuide|infoText'))}>
          {t('styleGuide|info')}
        </Button>
        <Button variant="secondary" onClick={() => notify.error(t('styleGuide|errorText'))}>
          {t('styleGuide|error')}
        </Button>
        <Button variant="secondary" onClick={() => notify.warning(t('styleGuide|warningText'))}>
          {t('styleGuide|warning')}
        </Button>
      </Row>
    </DemoSection>
  );
}

function DemoLinks() {
  const { t } = useTranslation();
  const links: ReadonlyArray<[string, string]> = [
    [t('styleGuide|linkInternal'), '/vidskipti/tryggingar/'],
    [t('styleGuide|linkOutside'), '/tryggja/'],
    [t('styleGuide|linkNewTabPage'), '/fa-tilbod/'],
    [t('styleGuide|linkExternal'), 'https://www.island.is/'],
    [t('styleGuide|linkMail'), 'mailto:skjol@skjol.is'],
    [t('styleGuide|linkPhone'), 'tel:+3544402000'],
    // The refused address is shown as text only; the Link never puts it in the page.
    [t('styleGuide|linkVoid'), 'javascript:alert(1)'],
    ['/', '/'],
  ];
  return (
    <LinkList>
      {links.map(([text, href]) => (
        <li key={href}>
          <Link href={href}>{text}</Link>
          <code>{href}</code>
        </li>
      ))}
    </LinkList>
  );
}

function LinksDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('styleGuide|links')}>
      <DemoLinks />
      <Caption>{t('styleGuide|linkPortal')}</Caption>
      <LinkPolicyProvider inPortal>
        <DemoLinks />
      </LinkPolicyProvider>
    </DemoSection>
  );
}

function LogoDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('styleGuide|logo')}>
      <Row>
        <figure>
          <Logo title="Skjól" />
          <figcaption>{t('styleGuide|logoDefault')}</figcaption>
        </figure>
        <figure>
          <Logo variant="mitt-vis" title="Mitt Skjól" />
          <figcaption>{t('styleGuide|logoWide')}</figcaption>
        </figure>
      </Row>
    </DemoSection>
  );
}

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  span {
    display: block;
    height: 48px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
  code {
    font-size: 0.85em;
  }
`;

/** The theme's colours by name, as the components use them. */
function ColoursDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('styleGuide|colours')}>
      <Swatches>
        {Object.entries(colors).map(([name, value]) => (
          <li key={name}>
            <span style={{ background: value }} />
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
          </li>
        ))}
      </Swatches>
    </DemoSection>
  );
}

const Illustrations = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${theme.space(4)};
  figure {
    margin: 0;
  }
  svg {
    width: 100%;
    height: auto;
  }
`;

/** The product heroes' illustrations, by the icon name a product page gives. */
function IllustrationsDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('styleGuide|illustrations')}>
      <Illustrations>
        {ILLUSTRATIONS.map((name) => (
          <figure key={name}>
            <ProductIllustration name={name} />
            <figcaption>
              <code>{name}</code>
            </figcaption>
          </figure>
        ))}
      </Illustrations>
    </DemoSection>
  );
}

function StyleGuide({ language, onLanguageChange }: StyleGuideProps) {
  const { t } = useTranslation();
  return (
    <Page lang={language}>
      <TopBar>
        <h1>{t('styleGuide|title')}</h1>
        <LanguageGroup role="group" aria-label={t('styleGuide|language')}>
          {LANGUAGES.map((code) => (
            <Button
              key={code}
              variant={code === language ? 'primary' : 'secondary'}
              aria-pressed={code === language}
              lang={code}
              onClick={() => onLanguageChange(code)}
            >
              {code === 'is' ? 'Íslenska' : 'English'}
            </Button>
          ))}
        </LanguageGroup>
      </TopBar>
      <p>{t('styleGuide|intro')}</p>
      <ColoursDemo />
      <ButtonsDemo />
      <ModalDemo />
      <LoadingOverlayDemo />
      <SkeletonsDemo />
      <FieldsDemo />
      <DropdownDemo />
      <ToastsDemo />
      <LinksDemo />
      <LogoDemo />
      <IllustrationsDemo />
      <Toasts />
    </Page>
  );
}

type StyleGuideProps = { language: Language; onLanguageChange: (language: Language) => void };

export default function UiStylePage() {
  const [language, setLanguage] = useState<Language>('is');
  // The page carries only Icelandic; the other language's texts are fetched before switching.
  const switchLanguage = (next: Language) => void loadLanguage(next).then(() => setLanguage(next));
  return (
    <I18nextProvider i18n={getI18n(language)}>
      <StyleGuide language={language} onLanguageChange={switchLanguage} />
    </I18nextProvider>
  );
}

export const Head: HeadFC = () => {
  const { t } = getI18n('is');
  return (
    <>
      <html lang="is" />
      <title>{`${t('styleGuide|title')} — Skjól`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
};
