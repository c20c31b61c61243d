import { useTranslation } from 'react-i18next';
import { AssistanceButton } from '../features/public/assistance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link as GatsbyLink, navigate } from 'gatsby';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Skeleton } from '../components';
import { ApiError, STORAGE_KEYS, errorMessage } from '../lib/api';
import type { Language } from '../lib/i18n';
import { useAuth } from '../features/shared/auth';
import {
  useUserInfo,
  type PortalUser,
  PortalScreenRouter,
  screenAt,
  isCompanyOnly,
  portalPath,
  type PortalScreenId,
  PortalHeader,
  isHiddenForCompanies,
  PortalNav,
  actingCompanyInAddress,
  adoptActingCompanyFromAddress,
  withActingCompany,
  ErrorPanel,
  Main,
  SCREENS,
  preloadScreens,
  BankDetailsPopup,
  CardRegistrationDialog,
  ContactDetailsPopup,
  WriteAccess,
  ScreenLoading,
} from '../features/portal';
import { useLocation } from '@gatsbyjs/reach-router';
import {
  AuditLogScreen,
  ChatConsoleScreen,
  ClaimsDeskScreen,
  InboxScreen,
  StaffBanner,
  StaffHome,
  StaffMenu,
  StaffNav,
  StaffUsersScreen,
  useEndImpersonation,
} from '../features/staff';
import { theme } from '../components/theme';

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(4)};
  top: -100px;
  z-index: 1000;
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.brand};
  color: #fff;
  border-radius: ${theme.radius};
  &:focus {
    top: ${theme.space(2)};
  }
`;

/** Navigation beside the screen on wide screens; on phones it lives on the mobile overview. */
const Layout = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1fr;
  ${theme.up('lg')} {
    grid-template-columns: 16rem 1fr;
    gap: ${theme.space(4)};
  }
  #portal-main {
    max-width: none;
    margin: 0;
    min-width: 0;
  }
  /* Staff acting for nobody have no navigation: their screen takes the whole width. */
  #portal-main:only-child {
    grid-column: 1 / -1;
  }
`;

const SideNav = styled(PortalNav)`
  display: none;
  padding: ${theme.space(5)} ${theme.space(0)} ${theme.space(5)} ${theme.space(4)};
  ${theme.up('lg')} {
    display: block;
  }
`;

const BackToMenu = styled(GatsbyLink)`
  display: inline-block;
  margin-bottom: ${theme.space(4)};
  ${theme.up('lg')} {
    display: none;
  }
`;

function isHeadless(): boolean {
  return (
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.search).get('headless')?.toLowerCase() === 'true'
  );
}

function retryUnlessClientError(failureCount: number, error: unknown) {
  return !(error instanceof ApiError && error.status < 500) && failureCount < 2;
}

function readImpersonated(): string | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window.sessionStorage.getItem(STORAGE_KEYS.impersonatedUser) ?? undefined);
}

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#portal-main">{t('layout|skipToContent')}</SkipLink>
      {children}
    </>
  );
}

function NotInPortal({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('portal|notFoundHeading')}</h1>
      <p>{t('portal|notFoundText')}</p>
      <GatsbyLink to={portalPath('overview', language)}>{t('portal|backToOverview')}</GatsbyLink>
    </>
  );
}

/** What the router's choice shows for this user: a screen, the mobile menu, or "no such page". */
function ScreenContent({
  screen,
  language,
  user,
}: {
  screen: PortalScreenId | undefined;
  language: Language;
  user: PortalUser;
}) {
  const { t } = useTranslation();
  const isCompany = user.currentProxyUser.isCompany;
  const actingCompany = isCompany ? user.currentProxyUser.value : undefined;
  const location = useLocation();
  // A company's screen names the company in its address (kept on reload, in a new tab).
  const nameCompany =
    screen !== undefined &&
    isCompanyOnly(screen) &&
    actingCompany !== undefined &&
    actingCompanyInAddress(location.search) !== actingCompany;
  useEffect(() => {
    if (nameCompany)
      void navigate(withActingCompany(location.pathname, actingCompany), { replace: true });
  }, [nameCompany, location.pathname, actingCompany]);
  if (screen === 'mobileOverview') {
    return (
      <>
        <h1>{t('portal|mobileOverviewHeading')}</h1>
        <PortalNav
          language={language}
          current={undefined}
          isCompany={isCompany}
          actingCompany={actingCompany}
        />
      </>
    );
  }
  const shown = screen && (isCompany ? !isHiddenForCompanies(screen) : !isCompanyOnly(screen));
  const Screen = shown ? SCREENS[screen] : undefined;
  if (!Screen) return <NotInPortal language={language} />;
  return (
    <>
      {!isHeadless() && (
        <BackToMenu to={portalPath('mobileOverview', language)}>
          ← {t('portal|backToMenu')}
        </BackToMenu>
      )}
      <WriteAccess user={user}>
        <Screen language={language} user={user} />
      </WriteAccess>
    </>
  );
}

/** The server's answer when the employee's acting has ended or was never started. */
function actingEnded(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.errorCode === 'ImpersonationExpired' || error.errorCode === 'NoImpersonation')
  );
}

function PortalScreens({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const { isStaff, user: idTokenUser, logout } = useAuth();
  const [impersonated, setImpersonated] = useState(readImpersonated);
  const [staffNotice, setStaffNotice] = useState<string>();
  // The customer an employee picked (search, recent customers, a new claim), kept in memory only:
  // a kennitala never goes into an address.
  const [chosenCustomer, setChosenCustomer] = useState<string>();
  const endImpersonation = useEndImpersonation();
  const needsCustomer = isStaff && !impersonated;
  const isAdmin = isStaff && idTokenUser?.role === 'Admin';
  const userInfo = useUserInfo(!needsCustomer);
  const displayName = (idTokenUser?.name as string | undefined) ?? userInfo.data?.fullName ?? '';
  const currentScreen = screenAt(useLocation().pathname);
  const buying = currentScreen === 'purchase';
  const signedInCustomer = !needsCustomer && userInfo.isSuccess;
  useEffect(() => (signedInCustomer ? preloadScreens() : undefined), [signedInCustomer]);

  // Stopping (or running out of time) goes back to the staff home, never to a customer's screen.
  const stopActing = useCallback(
    (notice?: string) => {
      endImpersonation();
      setImpersonated(undefined);
      setStaffNotice(notice);
      void navigate(portalPath('overview', language));
    },
    [endImpersonation, language],
  );
  const onExpired = useCallback(() => stopActing(t('portal|staff.expired')), [stopActing, t]);
  useEffect(() => {
    if (isStaff && impersonated && actingEnded(userInfo.error)) onExpired();
  }, [isStaff, impersonated, userInfo.error, onExpired]);
  const startActing = (customer: { ssn: string }) => {
    setStaffNotice(undefined);
    setChosenCustomer(undefined);
    setImpersonated(customer.ssn);
  };
  const chooseCustomer = (kennitala: string) => {
    setChosenCustomer(kennitala);
    if (currentScreen !== 'overview') void navigate(portalPath('overview', language));
  };

  let content: ReactNode;
  if (needsCustomer) {
    // Staff acting for nobody: their own tools, the inbox or the customer lookup.
    content =
      currentScreen === 'inbox' ? (
        <InboxScreen language={language} readOnly={idTokenUser?.role === 'Readonly'} />
      ) : currentScreen === 'claimsDesk' ? (
        <ClaimsDeskScreen language={language} readOnly={idTokenUser?.role === 'Readonly'} />
      ) : currentScreen === 'chat' ? (
        <ChatConsoleScreen
          language={language}
          readOnly={idTokenUser?.role === 'Readonly'}
          isAdmin={isAdmin}
          onActFor={chooseCustomer}
        />
      ) : currentScreen === 'staffUsers' || currentScreen === 'auditLog' ? (
        // Administration is for Admins; the server refuses everyone else (403 AdminOnly) too.
        !isAdmin ? (
          <NotInPortal language={language} />
        ) : currentScreen === 'staffUsers' ? (
          <StaffUsersScreen />
        ) : (
          <AuditLogScreen language={language} />
        )
      ) : (
        <StaffHome
          language={language}
          onImpersonate={startActing}
          chosen={chosenCustomer}
          onChoose={chooseCustomer}
          isAdmin={isAdmin}
          notice={staffNotice}
        />
      );
  } else if (userInfo.isPending) {
    content = (
      <div aria-busy="true" aria-label={t('portal|loading')}>
        <Skeleton width="60%" height={40} />
        <Skeleton width="100%" height={160} />
      </div>
    );
  } else if (userInfo.isError) {
    content = (
      <ErrorPanel role="alert">
        <p>{errorMessage(userInfo.error, i18n)}</p>
        <Button variant="secondary" onClick={() => void userInfo.refetch()}>
          {t('portal|retry')}
        </Button>
      </ErrorPanel>
    );
  } else {
    const user = userInfo.data;
    content = (
      <PortalScreenRouter
        render={(screen) => <ScreenContent screen={screen} language={language} user={user} />}
      />
    );
  }

  return (
    <Page>
      <PortalHeader
        language={language}
        user={userInfo.data}
        displayName={displayName}
        staffMenu={
          isStaff ? (
            <StaffMenu
              staffName={displayName}
              readOnly={idTokenUser?.role === 'Readonly'}
              acting={
                impersonated && userInfo.data
                  ? {
                      name: userInfo.data.fullName,
                      spouseSsn: userInfo.data.spouseSsn,
                      impersonation: userInfo.data.impersonation,
                    }
                  : undefined
              }
              onImpersonate={startActing}
              onSignOut={() => void logout()}
            />
          ) : undefined
        }
      />
      {isStaff && impersonated && userInfo.data?.impersonation && (
        <StaffBanner
          name={userInfo.data.fullName}
          ssn={userInfo.data.ssn}
          impersonation={userInfo.data.impersonation}
          onEnd={() => stopActing()}
          onExpired={onExpired}
        />
      )}
      {needsCustomer && <StaffNav language={language} current={currentScreen} isAdmin={isAdmin} />}
      <Layout>
        {!needsCustomer && userInfo.data && (
          <SideNav
            language={language}
            current={currentScreen}
            isCompany={userInfo.data.currentProxyUser.isCompany}
            actingCompany={
              userInfo.data.currentProxyUser.isCompany
                ? userInfo.data.currentProxyUser.value
                : undefined
            }
          />
        )}
        <Main id="portal-main" tabIndex={-1}>
          <Suspense fallback={<ScreenLoading label={t('portal|loading')} />}>{content}</Suspense>
        </Main>
      </Layout>
      {/* Someone buying is not stopped for details the purchase itself asks for or can wait. */}
      {userInfo.data && !buying && <ContactDetailsPopup user={userInfo.data} />}
      {userInfo.data && !buying && <BankDetailsPopup user={userInfo.data} />}
      {userInfo.data && !buying && (
        <CardRegistrationDialog
          user={userInfo.data}
          language={language}
          userLoading={userInfo.isFetching}
        />
      )}
      {/* Staff have their own ways of reaching colleagues; customers get the help button. */}
      {!isStaff && <AssistanceButton language={language} />}
    </Page>
  );
}

/**
 * The portal once someone is signed in: its own chunk (portal-app.tsx loads it), so the sign-in
 * card never waits for the screens' shell, the API hooks and the forms. Its query cache lives and
 * ends with the sign-in, so nothing a signed-out page could read stays in memory.
 */
export function SignedInPortal({ language }: { language: Language }) {
  const [queryClient] = useState(() => {
    // Before the first call, so that call already acts for the company the address names.
    adoptActingCompanyFromAddress();
    return new QueryClient({
      defaultOptions: { queries: { retry: retryUnlessClientError, staleTime: 30_000 } },
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <PortalScreens language={language} />
    </QueryClientProvider>
  );
}
