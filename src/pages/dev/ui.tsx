import type { HeadFC } from 'gatsby';
import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from '#styled';
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
  getI18n,
  type Language,
  LANGUAGES,
  loadLanguage,
  TranslationProvider,
  useTranslation,
} from '../../lib/i18n';
import { ILLUSTRATIONS, ProductIllustration } from '../../slices/illustrations';

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
    <DemoSection title={t('ui|styleGuideButtons')}>
      <Row>
        <Button>{t('ui|styleGuidePrimary')}</Button>
        <Button variant="secondary">{t('ui|styleGuideSecondary')}</Button>
        <Button variant="link">{t('ui|styleGuideLinkLike')}</Button>
        <Button ripple={false}>{t('ui|styleGuideNoRipple')}</Button>
      </Row>
      <Row>
        <Button disabled>{t('ui|styleGuideDisabled')}</Button>
        <Button variant="secondary" disabled>
          {t('ui|styleGuideDisabled')}
        </Button>
        <Button variant="link" disabled>
          {t('ui|styleGuideDisabled')}
        </Button>
      </Row>
      <Row>
        <Button loading={loading}>{t('ui|styleGuideLoading')}</Button>
        <Button variant="secondary" loading={loading} loadingDots={3}>
          {t('ui|styleGuideLoadingThreeDots')}
        </Button>
        <Button variant="link" onClick={() => setLoading((value) => !value)}>
          {t('ui|styleGuideToggleLoading')}
        </Button>
      </Row>
      <Button fullWidth>{t('ui|styleGuideFullWidth')}</Button>
    </DemoSection>
  );
}

function ModalDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [nestedOpen, setNestedOpen] = useState(false);
  return (
    <DemoSection title={t('ui|styleGuideModal')}>
      <Button onClick={() => setOpen(true)}>{t('ui|styleGuideOpenModal')}</Button>
      {open && (
        <Modal title={t('ui|styleGuideModalTitle')} name="ui-kit" onClose={() => setOpen(false)}>
          <p>{t('ui|styleGuideModalText')}</p>
          <Row>
            <Button variant="secondary" onClick={() => setNestedOpen(true)}>
              {t('ui|styleGuideOpenNestedModal')}
            </Button>
          </Row>
          {nestedOpen && (
            <Modal
              size="small"
              title={t('ui|styleGuideNestedModalTitle')}
              name="ui-kit-nested"
              onClose={() => setNestedOpen(false)}
            >
              <p>{t('ui|styleGuideNestedModalText')}</p>
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
    <DemoSection title={t('ui|styleGuideLoadingOverlay')}>
      <Button variant="secondary" onClick={() => setVisible(true)}>
        {t('ui|styleGuideShowOverlay')}
      </Button>
      {visible && <LoadingOverlay />}
    </DemoSection>
  );
}

function SkeletonsDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('ui|styleGuideSkeletons')}>
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
    normal: t('ui|styleGuideNormal'),
    error: t('ui|styleGuideWithError'),
    disabled: t('ui|styleGuideDisabled'),
  };
  const options = [
    { value: 'home', label: t('ui|styleGuideOptionHome') },
    { value: 'car', label: t('ui|styleGuideOptionCar') },
    { value: 'travel', label: t('ui|styleGuideOptionTravel') },
  ];
  return (
    <div>
      <Caption>{captions[state]}</Caption>
      <SelectField
        id={`insurance-${state}`}
        name="insurance"
        label={t('ui|styleGuideInsuranceType')}
        placeholder={t('ui|styleGuideChoose')}
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
        label={t('ui|styleGuideMobile')}
        hint={t('ui|styleGuideMobileHint')}
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
        label={t('ui|styleGuideConsent')}
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
    <DemoSection title={t('ui|styleGuideFields')}>
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
    <DemoSection title={t('ui|styleGuideDropdown')}>
      <Dropdown label={t('ui|styleGuideDropdownLabel')}>
        <PanelList>
          <li>
            <Button variant="link">{t('ui|styleGuideDropdownFirst')}</Button>
          </li>
          <li>
            <Button variant="link">{t('ui|styleGuideDropdownSecond')}</Button>
          </li>
          <li>
            <Button variant="link">{t('ui|styleGuideDropdownThird')}</Button>
          </li>
        </PanelList>
      </Dropdown>
    </DemoSection>
  );
}

function ToastsDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('ui|styleGuideToasts')}>
      <Row>
        <Button variant="secondary" onClick={() => notify.info(t('ui|styleGuideInfoText'))}>
          {t('ui|styleGuideInfo')}
        </Button>
        <Button variant="secondary" onClick={() => notify.error(t('ui|styleGuideErrorText'))}>
          {t('ui|styleGuideError')}
        </Button>
        <Button variant="secondary" onClick={() => notify.warning(t('ui|styleGuideWarningText'))}>
          {t('ui|styleGuideWarning')}
        </Button>
      </Row>
    </DemoSection>
  );
}

function DemoLinks() {
  const { t } = useTranslation();
  const links: ReadonlyArray<[string, string]> = [
    [t('ui|styleGuideLinkInternal'), '/vidskipti/tryggingar/'],
    [t('ui|styleGuideLinkOutside'), '/tryggja/'],
    [t('ui|styleGuideLinkNewTabPage'), '/fa-tilbod/'],
    [t('ui|styleGuideLinkExternal'), 'https://www.island.is/'],
    [t('ui|styleGuideLinkMail'), 'mailto:skjol@skjol.is'],
    [t('ui|styleGuideLinkPhone'), 'tel:+3544402000'],
    // The refused address is shown as text only; the Link never puts it in the page.
    [t('ui|styleGuideLinkVoid'), 'javascript:alert(1)'],
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
    <DemoSection title={t('ui|styleGuideLinks')}>
      <DemoLinks />
      <Caption>{t('ui|styleGuideLinkPortal')}</Caption>
      <LinkPolicyProvider inPortal>
        <DemoLinks />
      </LinkPolicyProvider>
    </DemoSection>
  );
}

function LogoDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('ui|styleGuideLogo')}>
      <Row>
        <figure>
          <Logo title="Skjól" />
          <figcaption>{t('ui|styleGuideLogoDefault')}</figcaption>
        </figure>
        <figure>
          <Logo variant="mitt-vis" title="Mitt Skjól" />
          <figcaption>{t('ui|styleGuideLogoWide')}</figcaption>
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
    <DemoSection title={t('ui|styleGuideColours')}>
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
    <DemoSection title={t('ui|styleGuideIllustrations')}>
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
        <h1>{t('ui|styleGuideTitle')}</h1>
        <LanguageGroup role="group" aria-label={t('ui|styleGuideLanguage')}>
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
      <p>{t('ui|styleGuideIntro')}</p>
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
    <TranslationProvider translator={getI18n(language)}>
      <StyleGuide language={language} onLanguageChange={switchLanguage} />
    </TranslationProvider>
  );
}

export const Head: HeadFC = () => {
  const { t } = getI18n('is');
  return (
    <>
      <html lang="is" />
      <title>{`${t('ui|styleGuideTitle')} — Skjól`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
};
