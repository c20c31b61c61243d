import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, notify, SelectField, TextField } from '../../../components';
import type { StaffUser } from '../../../domain/api/staff-admin';
import {
  STAFF_NAME_MAX,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
  type StaffRoleName,
} from '../../../domain/api/staff-admin-rules';
import { isValidEmail } from '../../../domain/email';
import { errorMessage } from '../../../lib/api';
import { ScreenError, ScreenHeader, ScreenLoading } from '../../portal';
import {
  useChangeStaffRole,
  useCreateStaffUser,
  useResetStaffPassword,
  useResetStaffSecondFactor,
  useStartStaffSecondFactor,
  useSetStaffDisabled,
  useStaffUsers,
} from './api';
import { boxedItem, unmarkedList } from '../../../components/list-styles';
import { theme } from '../../../components/theme';

const Form = styled.form`
  display: grid;
  gap: 0 ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
  align-items: end;
  ${theme.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const Rows = styled.ul`
  ${unmarkedList(3)}
`;

const Row = styled.li`
  ${boxedItem(2)}
  ${theme.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
    align-items: end;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/** A password shown this once: the admin hands it to the employee. */
const Secret = styled.div`
  padding: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  border-left: 4px solid ${theme.colors.success};
  background: ${theme.colors.surface};
  p {
    margin: 0;
  }
  code {
    font-size: 1.2rem;
    font-weight: 700;
  }
`;

const USERNAME = new RegExp(STAFF_USERNAME_PATTERN);

function CreateForm({ onCreated }: { onCreated: (username: string, password: string) => void }) {
  const { t, i18n } = useTranslation();
  const [username, setUsername] = useState('');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('Readonly');
  const [tried, setTried] = useState(false);
  const create = useCreateStaffUser();
  const usernameError = USERNAME.test(username) ? undefined : 'portal|admin.usernameInvalid';
  const nameError = fullName.trim().length >= 2 ? undefined : 'default|requiredField';
  const emailError =
    !email.trim() || isValidEmail(email.trim()) ? undefined : 'default|invalidEmail';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (usernameError || nameError || emailError || create.isPending) return;
    create.mutate(
      {
        username,
        fullName: fullName.trim(),
        role: role as StaffRoleName,
        ...(email.trim() ? { email: email.trim() } : {}),
      },
      {
        onSuccess: (created) => {
          onCreated(created.user.username, created.temporaryPassword);
          setUsername('');
          setFullName('');
          setEmail('');
          setTried(false);
        },
      },
    );
  };
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="admin-create-heading">
      <TextField
        name="username"
        label={t('portal|admin.username')}
        hint={t('portal|admin.usernameHint')}
        value={username}
        onChange={(event) => setUsername(event.target.value.toLowerCase())}
        touched={tried}
        error={usernameError}
        autoComplete="off"
        maxLength={32}
        required
      />
      <TextField
        name="fullName"
        label={t('portal|admin.fullName')}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        touched={tried}
        error={nameError}
        autoComplete="off"
        maxLength={STAFF_NAME_MAX}
        required
      />
      <TextField
        name="email"
        type="email"
        label={t('portal|admin.email')}
        hint={t('portal|admin.emailHint')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        touched={tried}
        error={emailError}
        autoComplete="off"
        maxLength={254}
      />
      <SelectField
        name="role"
        label={t('portal|admin.role')}
        value={role}
        options={STAFF_ROLES.map((option) => ({
          value: option,
          label: t(`portal|admin.roles.${option}`),
        }))}
        onChange={(event) => setRole(event.target.value)}
      />
      <Button type="submit" loading={create.isPending}>
        {t('portal|admin.create')}
      </Button>
      {create.isError && <p role="alert">{errorMessage(create.error, i18n)}</p>}
    </Form>
  );
}

function UserRow({
  user,
  onPassword,
}: {
  user: StaffUser;
  onPassword: (username: string, password: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [role, setRole] = useState<string>(user.role);
  const changeRole = useChangeStaffRole();
  const setDisabled = useSetStaffDisabled();
  const reset = useResetStaffPassword();
  const resetFactor = useResetStaffSecondFactor();
  const startFactor = useStartStaffSecondFactor();
  const failed = (error: unknown) => notify.error(errorMessage(error, i18n));
  const headingId = `staff-user-${user.id}`;
  return (
    <Row aria-labelledby={headingId}>
      <div>
        <h3 id={headingId}>{user.fullName}</h3>
        <p>
          {user.username} · {user.disabled ? t('portal|admin.disabled') : t('portal|admin.active')}
        </p>
        <p>{t(`portal|admin.secondFactor.${user.secondFactor}`)}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          changeRole.mutate(
            { id: user.id, role: role as StaffRoleName },
            {
              onSuccess: () => notify.info(t('portal|admin.roleChanged', { name: user.fullName })),
              onError: (error) => {
                setRole(user.role);
                failed(error);
              },
            },
          );
        }}
      >
        <SelectField
          name="role"
          label={t('portal|admin.roleOf', { name: user.fullName })}
          value={role}
          options={STAFF_ROLES.map((option) => ({
            value: option,
            label: t(`portal|admin.roles.${option}`),
          }))}
          onChange={(event) => setRole(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={role === user.role}
          loading={changeRole.isPending}
        >
          {t('portal|admin.changeRole')}
        </Button>
      </form>
      <Actions>
        <Button
          variant="secondary"
          loading={setDisabled.isPending}
          onClick={() =>
            setDisabled.mutate(
              { id: user.id, disabled: !user.disabled },
              {
                onSuccess: () =>
                  notify.info(
                    t(user.disabled ? 'portal|admin.enabledDone' : 'portal|admin.disabledDone', {
                      name: user.fullName,
                    }),
                  ),
                onError: failed,
              },
            )
          }
        >
          {user.disabled ? t('portal|admin.enable') : t('portal|admin.disable')}
        </Button>
        <Button
          variant="secondary"
          loading={reset.isPending}
          onClick={() =>
            reset.mutate(user.id, {
              onSuccess: (answer) => onPassword(answer.user.username, answer.temporaryPassword),
              onError: failed,
            })
          }
        >
          {t('portal|admin.resetPassword')}
        </Button>
        {user.secondFactor === 'enrolled' && (
          <Button
            variant="secondary"
            loading={resetFactor.isPending}
            onClick={() =>
              resetFactor.mutate(user.id, {
                onSuccess: () =>
                  notify.info(t('portal|admin.secondFactorResetDone', { name: user.fullName })),
                onError: failed,
              })
            }
          >
            {t('portal|admin.resetSecondFactor')}
          </Button>
        )}
        {user.secondFactor !== 'enrolled' && !user.disabled && (
          <Button
            variant="secondary"
            loading={startFactor.isPending}
            onClick={() =>
              startFactor.mutate(user.id, {
                onSuccess: () =>
                  notify.info(t('portal|admin.secondFactorLinkSent', { name: user.fullName })),
                onError: failed,
              })
            }
          >
            {t('portal|admin.sendSecondFactorLink')}
          </Button>
        )}
      </Actions>
    </Row>
  );
}

/**
 * Admins manage staff users: create one (with a temporary password shown once), change a role,
 * disable or enable, and set a new temporary password.
 */
export function StaffUsersScreen() {
  const { t } = useTranslation();
  const users = useStaffUsers();
  const [secret, setSecret] = useState<{ username: string; password: string }>();
  const show = (username: string, password: string) => setSecret({ username, password });
  return (
    <>
      <ScreenHeader title={t('portal|admin.usersHeading')} intro={t('portal|admin.usersIntro')} />
      {secret && (
        <Secret role="status">
          <p>{t('portal|admin.temporaryPassword', { username: secret.username })}</p>
          <p>
            <code>{secret.password}</code>
          </p>
          <p>{t('portal|admin.temporaryPasswordOnce')}</p>
        </Secret>
      )}
      <h2 id="admin-create-heading">{t('portal|admin.createHeading')}</h2>
      <CreateForm onCreated={show} />
      <h2>{t('portal|admin.listHeading')}</h2>
      {users.isPending && <ScreenLoading label={t('portal|loading')} />}
      {users.isError && <ScreenError error={users.error} onRetry={() => void users.refetch()} />}
      {users.data && (
        <Rows>
          {users.data.users.map((user) => (
            <UserRow key={`${user.id}-${user.role}`} user={user} onPassword={show} />
          ))}
        </Rows>
      )}
    </>
  );
}
