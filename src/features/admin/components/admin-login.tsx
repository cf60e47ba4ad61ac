import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { adminLogin, type AdminSession } from '@/lib/api/admin-api';
import { ApiError } from '@/lib/api/api-client';
import { adminErrorOf } from './admin-errors';

/** The moderators' log-in form: a name for the log, and the password. */
export function AdminLogin({
  notice,
  onSignedIn,
}: {
  notice: TranslationKey | null;
  onSignedIn: (session: AdminSession) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<TranslationKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !password) {
      setError('admin.login.required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await adminLogin(password, name.trim()));
    } catch (failure) {
      setPassword('');
      setError(
        failure instanceof ApiError && failure.code === 'unauthorized'
          ? 'admin.login.wrong'
          : adminErrorOf(failure),
      );
    } finally {
      setBusy(false);
    }
  }

  const shown = error ?? notice;
  return (
    <section className="card card-body admin-login" aria-labelledby="admin-login-title">
      <h2 id="admin-login-title" className="section-title">
        {t('admin.login.heading')}
      </h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('admin.login.name')} hint={t('admin.login.nameHint')}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="nickname"
              maxLength={40}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('admin.login.password')}>
          {(control) => (
            <Input
              {...control}
              type="password"
              name="password"
              autoComplete="current-password"
              maxLength={200}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        {shown ? (
          <p className="alert alert-error" role="alert">
            {t(shown)}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin.login.submit')}
        </button>
      </form>
    </section>
  );
}
