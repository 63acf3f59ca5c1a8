import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createResellerBodySchema,
  type ConsoleReseller,
  type CreateResellerBody,
} from '../../../contracts/octo';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage, SubmitButton, TextField } from '../../components/form/form-fields';
import {
  consoleErrorId,
  consoleResellersQuery,
  createReseller,
  issueResellerKey,
  revokeResellerKey,
} from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleLayout, useDateTime } from './console-layout';
import { Button } from '../../components/button/button';

/**
 * /console/resellers (issue 47, decision 149): the resellers of the OCTO API, their keys (issue, list
 * by prefix, revoke). A new key is shown once, here, and kept hashed.
 */
export default function ConsoleResellersPage() {
  const resellers = useQuery(consoleResellersQuery());
  return (
    <ConsoleLayout titleId="console.resellers.title">
      <p className="console-card__none">
        <FormattedMessage id="console.resellers.intro" />
      </p>
      {resellers.isPending ? (
        <PageSkeleton />
      ) : resellers.isError ? (
        <ErrorState error={resellers.error} onRetry={() => void resellers.refetch()} />
      ) : (
        <div className="console-detail">
          <div className="console-detail__main">
            {resellers.data.length === 0 ? (
              <p className="console-card__none">
                <FormattedMessage id="console.resellers.none" />
              </p>
            ) : (
              resellers.data.map((reseller) => (
                <ResellerCard key={reseller.id} reseller={reseller} />
              ))
            )}
          </div>
          <div className="console-detail__side">
            <NewReseller />
          </div>
        </div>
      )}
    </ConsoleLayout>
  );
}

function NewReseller() {
  const id = useId();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const form = useForm<CreateResellerBody>({
    resolver: zodResolver(createResellerBodySchema),
    defaultValues: { name: '' },
  });
  const create = useMutation({
    mutationFn: createReseller,
    onSuccess: (next) => {
      form.reset({ name: '' });
      queryClient.setQueryData(consoleResellersQuery().queryKey, next);
    },
  });
  return (
    <section className="console-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-card__kicker">
        <FormattedMessage id="console.resellers.add" />
      </h2>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
      >
        <TextField
          id={`${id}-name`}
          label={intl.formatMessage({ id: 'console.resellers.name' })}
          error={form.formState.errors.name ? 'console.resellers.nameInvalid' : undefined}
          {...form.register('name')}
        />
        <FormMessage id={create.error ? consoleErrorId(create.error) : null} />
        <SubmitButton inProgress={create.isPending}>
          <FormattedMessage id="console.resellers.create" />
        </SubmitButton>
      </form>
    </section>
  );
}

function ResellerCard({ reseller }: { reseller: ConsoleReseller }) {
  const id = useId();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const [issued, setIssued] = useState<{ key: string; testMode: boolean } | null>(null);
  const issue = useMutation({
    mutationFn: (testMode: boolean) => issueResellerKey(reseller.id, testMode),
    onSuccess: (key) => {
      setIssued({ key: key.key, testMode: key.testMode });
      void queryClient.invalidateQueries({ queryKey: consoleResellersQuery().queryKey });
    },
  });
  const revoke = useMutation({
    mutationFn: (keyId: string) => revokeResellerKey(reseller.id, keyId),
    onSuccess: (next) => queryClient.setQueryData(consoleResellersQuery().queryKey, next),
  });
  return (
    <section className="console-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-card__kicker">
        {reseller.name}
      </h2>
      {issued ? (
        <div className="console-action" role="status">
          <p>
            <FormattedMessage
              id={issued.testMode ? 'console.resellers.issuedTest' : 'console.resellers.issued'}
            />
          </p>
          <code className="console-key">{issued.key}</code>
        </div>
      ) : null}
      {reseller.keys.length === 0 ? (
        <p className="console-card__none">
          <FormattedMessage id="console.resellers.noKeys" />
        </p>
      ) : (
        <ul className="console-list">
          {reseller.keys.map((key) => (
            <li key={key.id} className="console-row">
              <div className="console-row__main">
                <code>{key.keyPrefix}…</code>
                <strong>
                  <FormattedMessage
                    id={key.testMode ? 'console.resellers.testMode' : 'console.resellers.live'}
                  />
                </strong>
              </div>
              <p className="console-row__facts">
                <FormattedMessage
                  id={key.revokedAt ? 'console.resellers.revokedAt' : 'console.resellers.issuedAt'}
                  values={{ at: dateTime(key.revokedAt ?? key.createdAt) }}
                />
              </p>
              {key.revokedAt ? null : (
                <div className="console-row__actions">
                  <Button
                    variant="secondary"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(key.id)}
                  >
                    <FormattedMessage id="console.resellers.revoke" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormMessage
        id={
          issue.error
            ? consoleErrorId(issue.error)
            : revoke.error
              ? consoleErrorId(revoke.error)
              : null
        }
      />
      <div className="console-row__actions">
        <Button variant="secondary" disabled={issue.isPending} onClick={() => issue.mutate(false)}>
          <FormattedMessage id="console.resellers.issueLive" />
        </Button>
        <Button variant="secondary" disabled={issue.isPending} onClick={() => issue.mutate(true)}>
          <FormattedMessage id="console.resellers.issueTest" />
        </Button>
      </div>
    </section>
  );
}
