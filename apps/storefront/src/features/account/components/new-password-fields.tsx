import { useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import type { BoundField } from '@/components/form/use-checked-fields';

/**
 * A new password, with the rules in its hint, and the same again to confirm it (registration and
 * password reset). `named` gives the inputs their names, for a form the browser may remember.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  named = false,
}: {
  password: BoundField;
  confirm: BoundField;
  labels: { password: string; confirm: string };
  named?: boolean;
}) {
  const t = useTranslations('account.register');
  const both = { type: 'password', autoComplete: 'new-password', required: true } as const;
  return (
    <>
      <Field
        {...password}
        {...both}
        label={labels.password}
        name={named ? 'password' : undefined}
        hint={t('passwordHint')}
      />
      <Field {...confirm} {...both} label={labels.confirm} name={named ? 'confirm' : undefined} />
    </>
  );
}
