import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { notify } from '../../../components';
import {
  PROFILE_PICTURE_ACCEPT,
  PROFILE_PICTURE_KINDS,
  PROFILE_PICTURE_MAX_BYTES,
} from '../../../domain/api/settings-rules';
import { declaredAs } from '../../../domain/attachments';
import { ApiError, errorMessage } from '../../../lib/api';
import { useProfilePictureBlob, useRemoveProfilePicture, useUploadProfilePicture } from './api';
import { theme } from '../../../components/theme';
import { WriteButton } from '../shared/may-write';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(4)};
`;

const Frame = styled.div`
  width: 96px;
  height: 96px;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  display: grid;
  place-items: center;
  color: ${theme.colors.textMuted};
  font-size: 2rem;
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const ErrorText = styled.p`
  && {
    color: ${theme.colors.error};
    font-weight: 600;
  }
`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Shows the picture from an object URL, since the picture itself needs the bearer token. */
function usePictureUrl(url: string | null) {
  const picture = useProfilePictureBlob(url);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture.data) {
      setObjectUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(picture.data);
    setObjectUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [picture.data]);
  return url ? objectUrl : null;
}

/**
 * The signed-in person's picture: choose (checked here for type and size, and again by its content
 * on the server), change or remove it. Staff see it but cannot change it.
 */
export function ProfilePictureSection({
  pictureUrl,
  fullName,
  canChange,
}: {
  pictureUrl: string | null;
  fullName: string;
  canChange: boolean;
}) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const shown = usePictureUrl(pictureUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!declaredAs(file, PROFILE_PICTURE_KINDS)) {
      setProblem(t('settings|pictureWrongType'));
      return;
    }
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      setProblem(t('settings|pictureTooLarge'));
      return;
    }
    try {
      await upload.mutateAsync(file);
      notify.info(t('settings|pictureUpdated'));
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : undefined;
      setProblem(
        code === 'InvalidImage'
          ? t('settings|pictureWrongType')
          : code === 'ImageTooLarge' || code === 'PayloadTooLarge'
            ? t('settings|pictureTooLarge')
            : errorMessage(error, i18n),
      );
    }
  };

  const removePicture = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      notify.info(t('settings|pictureRemoved'));
    } catch (error) {
      setProblem(errorMessage(error, i18n));
    }
  };

  return (
    <Row>
      <Frame>
        {shown ? (
          <img src={shown} alt={t('settings|pictureAlt')} />
        ) : (
          <span aria-hidden="true">{initials(fullName)}</span>
        )}
      </Frame>
      <Controls>
        {!pictureUrl && <p>{t('settings|pictureNone')}</p>}
        {canChange ? (
          <>
            <p id="picture-hint">{t('settings|pictureHint')}</p>
            <input
              ref={input}
              type="file"
              accept={PROFILE_PICTURE_ACCEPT}
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => void choose(event)}
              data-testid="profile-picture-input"
            />
            <Buttons>
              <WriteButton
                variant="secondary"
                onClick={() => input.current?.click()}
                disabled={busy}
                loading={upload.isPending}
                loadingLabel={t('settings|pictureUploading')}
                aria-describedby="picture-hint"
              >
                {pictureUrl ? t('settings|pictureReplace') : t('settings|pictureChoose')}
              </WriteButton>
              {pictureUrl && (
                <WriteButton variant="link" onClick={() => void removePicture()} disabled={busy}>
                  {t('settings|pictureRemove')}
                </WriteButton>
              )}
            </Buttons>
          </>
        ) : (
          <p>{t('settings|pictureOwnOnly')}</p>
        )}
        <div role="status" aria-live="polite">
          {problem && <ErrorText>{problem}</ErrorText>}
        </div>
      </Controls>
    </Row>
  );
}
