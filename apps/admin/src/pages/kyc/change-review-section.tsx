import { zodResolver } from '@hookform/resolvers/zod';
import type { UseDecideChange } from '@kopru/api-client/change-reviews';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { rejectChangeRequest } from '@kopru/domain/schemas/change-reviews';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { TextField } from '@kopru/ui/field';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Notice = { tone: 'success' | 'error'; text: string };

/** The catalog section of a kind of change: title, text, reason, approve, reject, failed. */
type Texts = 'kyc.admin.identity' | 'kyc.admin.currencyChanges';

export interface ChangeReviewSectionProps<Change extends { id: string }, Decided> {
  /** The heading's id. */
  id: string;
  texts: Texts;
  changes: readonly Change[];
  useDecide: UseDecideChange<Decided>;
  /** Each card's title. */
  title(change: Change): string;
  /** The notices after a decision (`decided` is the approved change as the server returned it). */
  approved(change: Change, decided: Decided): string;
  rejected(change: Change): string;
  /** What the admin decides on: the details of the change. */
  children(change: Change): ReactNode;
}

/**
 * A queue of changes verified merchants asked for, each on a card with the admin's approve or
 * reject (with a reason). The notice of a decision is the section's: the decision refetches the
 * list, which removes the card.
 */
export function ChangeReviewSection<Change extends { id: string }, Decided>(
  props: ChangeReviewSectionProps<Change, Decided>,
) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  if (props.changes.length === 0 && !notice) return null;
  return (
    <section aria-labelledby={props.id} className="mb-6 space-y-4">
      <div>
        <h2 id={props.id} className="text-base font-semibold text-slate-900">
          {t(`${props.texts}.title`)}
        </h2>
        <p className="text-sm text-slate-600">{t(`${props.texts}.text`)}</p>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {props.changes.map((change) => (
        <ChangeReviewCard key={change.id} {...props} change={change} onDecided={setNotice} />
      ))}
    </section>
  );
}

function ChangeReviewCard<Change extends { id: string }, Decided>({
  texts,
  useDecide,
  title,
  approved,
  rejected,
  children,
  change,
  onDecided,
}: ChangeReviewSectionProps<Change, Decided> & { change: Change; onDecided(notice: Notice): void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const decide = useDecide();
  const form = useForm<z.input<typeof rejectChangeRequest>, unknown, z.output<typeof rejectChangeRequest>>({
    resolver: zodResolver(rejectChangeRequest),
    defaultValues: { reason: '' },
  });
  const reasonError = form.formState.errors.reason?.message;
  // mutateAsync, not mutate's callbacks: the decision refetches the list, which removes this card,
  // and TanStack Query drops mutate's callbacks once their component is gone (the notice is the
  // section's).
  const decideWith = (input: Parameters<typeof decide.mutateAsync>[0], done: (decided: Decided) => string) =>
    decide.mutateAsync(input).then(
      (decided) => onDecided({ tone: 'success', text: done(decided) }),
      (error: Error) =>
        onDecided({
          tone: 'error',
          text: t(`${texts}.failed`, {
            error: error instanceof ApiError ? message(errorMessageKey(error)) : error.message,
          }),
        }),
    );

  return (
    <Card>
      <CardHeader title={title(change)} />
      <CardBody className="space-y-4">
        {children(change)}
        <TextField
          label={t(`${texts}.reason`)}
          {...form.register('reason')}
          error={reasonError && message(reasonError)}
          disabled={decide.isPending}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            loading={decide.isPending && decide.variables?.action === 'approve'}
            disabled={decide.isPending}
            onClick={() =>
              decideWith({ id: change.id, action: 'approve' }, (decided) => approved(change, decided))
            }
          >
            {t(`${texts}.approve`)}
          </Button>
          <Button
            variant="outline"
            loading={decide.isPending && decide.variables?.action === 'reject'}
            disabled={decide.isPending}
            onClick={form.handleSubmit(({ reason }) =>
              decideWith({ id: change.id, action: 'reject', reason }, () => rejected(change)),
            )}
          >
            {t(`${texts}.reject`)}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
