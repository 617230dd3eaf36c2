import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { useInviteMember } from '@kopru/api-client/team';
import { locales } from '@kopru/domain/locale';
import { inviteMemberRequest } from '@kopru/domain/schemas/team';
import { canManageRole, type MemberRole, memberRoles } from '@kopru/domain/team';
import { useMessage } from '@kopru/i18n/react';
import { Field, TextField } from '@kopru/ui/field';
import { FormActions } from '@kopru/ui/form-actions';
import { FormDialog } from '@kopru/ui/form-dialog';
import { Select } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Input = z.input<typeof inviteMemberRequest>;
type Output = z.output<typeof inviteMemberRequest>;

/** Invites an e-mail with one of the roles the inviting member may give. */
export function InviteDialog({
  actorRole,
  onClose,
  onSent,
}: {
  actorRole: MemberRole;
  onClose(): void;
  onSent(email: string): void;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const invite = useInviteMember();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(inviteMemberRequest),
    defaultValues: { email: '', role: 'viewer', locale: i18n.language === 'tr' ? 'tr' : 'en' },
  });
  const { failure, show, clear } = useFormFailure(form);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((request) => {
    clear();
    invite.mutate(request, {
      onSuccess: () => onSent(request.email),
      onError: (error) =>
        show(
          error instanceof ApiError && error.code === 'conflict'
            ? { fields: { email: 'team.inviteDialog.alreadyMember' }, message: null }
            : error instanceof ApiError && error.details?.reason === 'owner_invitation_pending'
              ? { fields: { email: 'team.inviteDialog.ownerInvitationPending' }, message: null }
              : formFailureOf(error, { at: { recipient_rate_limited: 'email' } }),
        ),
    });
  });

  return (
    <FormDialog
      title={t('team.inviteDialog.title')}
      description={t('team.inviteDialog.description')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure && message(failure)}
    >
      <TextField
        label={t('team.inviteDialog.email')}
        type="email"
        autoComplete="off"
        required
        disabled={invite.isPending}
        error={errors.email?.message && message(errors.email.message)}
        {...form.register('email')}
      />
      <Field
        label={t('team.inviteDialog.role')}
        hint={t(`team.roleHints.${form.watch('role') ?? 'viewer'}`)}
        error={errors.role?.message && message(errors.role.message)}
      >
        {(control) => (
          <Select {...control} disabled={invite.isPending} {...form.register('role')}>
            {memberRoles
              .filter((role) => canManageRole(actorRole, role))
              .map((role) => (
                <option key={role} value={role}>
                  {t(`team.roles.${role}`)}
                </option>
              ))}
          </Select>
        )}
      </Field>
      <Field label={t('team.inviteDialog.language')}>
        {(control) => (
          <Select {...control} disabled={invite.isPending} {...form.register('locale')}>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {t(`common.languages.${locale}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormActions
        onCancel={onClose}
        pending={invite.isPending}
        submitLabel={t('team.inviteDialog.submit')}
        pendingLabel={t('team.inviteDialog.submitting')}
      />
    </FormDialog>
  );
}
