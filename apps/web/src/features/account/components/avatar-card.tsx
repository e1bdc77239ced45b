import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '@/components/ui/file-button';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useAuth } from '@/lib/auth/use-auth';
import { avatarUrl, emailLocalPart, userInitial } from '@/lib/user-display';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useUploadAvatar } from '../api/upload-avatar';
import { refreshUser } from '../api/auth-actions';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** Checked before sending, so a wrong file gets a clear message without an upload. */
export function avatarProblem(file: File): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** The picture (or initial) and Change: uploads, then refreshes the session so it shows everywhere. */
export function AvatarCard() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const upload = useUploadAvatar();
  const messageOf = useApiErrorMessage();
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const url = avatarUrl(user);

  const onFile = async (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      setStatus({ kind: 'error', text: t(`avatar.errors.${problem}`) });
      return;
    }
    setStatus(null);
    try {
      await upload.mutateAsync(file);
      await refreshUser();
      setStatus({ kind: 'success', text: t('avatar.updated') });
    } catch (failure) {
      setStatus({ kind: 'error', text: messageOf(failure, t('avatar.errors.upload')) });
    }
  };

  return (
    <Panel title={t('avatar.title')}>
      <div className="flex flex-wrap items-center gap-5">
        {url ? (
          <img
            src={url}
            alt={t('avatar.alt', { name: emailLocalPart(user?.email) })}
            className="size-20 rounded-full object-cover ring-2 ring-border"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-full bg-accent text-2xl font-bold text-accent-foreground"
          >
            {userInitial(user)}
          </span>
        )}
        <div className="grid gap-2">
          <FileButton
            accept={AVATAR_TYPES.join(',')}
            onFile={(file) => void onFile(file)}
            variant="secondary"
            className="justify-self-start"
            disabled={upload.isPending}
          >
            <Camera className="size-4" aria-hidden="true" />
            {upload.isPending ? t('avatar.uploading') : t('avatar.change')}
          </FileButton>
          <p className="text-xs text-muted-foreground">{t('avatar.hint')}</p>
        </div>
      </div>
      {status && (
        <FormMessage kind={status.kind} className="mt-4">
          {status.text}
        </FormMessage>
      )}
    </Panel>
  );
}
