import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  maxBookableDays,
  type ConsoleSettings,
  type MarketplaceSettings,
} from '../../../contracts/console';
import { answerWindowHours } from '../../../domain/listing';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage, SubmitButton, TextField } from '../../components/form/form-fields';
import {
  changeSettings,
  consoleErrorId,
  consoleKeys,
  consoleSettingsQuery,
  setOperatorCommission,
} from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleLayout, useDateTime } from './console-layout';
import { Button } from '../../components/button/button';

const whole = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/)
    .refine((value) => Number(value) >= min && Number(value) <= max);
const settingsForm = z.object({
  providerCommissionPercent: whole(100),
  customerCommissionPercent: whole(100),
  bookableDays: whole(maxBookableDays, 1),
  answerWindowHours: whole(answerWindowHours.max, answerWindowHours.min),
  listingApprovalRequired: z.boolean(),
  reason: z.string().max(1000),
});
type SettingsForm = z.infer<typeof settingsForm>;
const operatorForm = z.object({
  operatorId: z.uuid(),
  providerCommissionPercent: whole(100),
});
type OperatorForm = z.infer<typeof operatorForm>;

/**
 * /console/settings (decision 113): the commissions, listing approval, the bookable window and the
 * request answer window the engine reads at each new booking, and operators' own commissions.
 */
export default function ConsoleSettingsPage() {
  const settings = useQuery(consoleSettingsQuery());
  return (
    <ConsoleLayout titleId="console.settings.title">
      <p className="console-card__none">
        <FormattedMessage id="console.settings.intro" />
      </p>
      {settings.isPending ? (
        <PageSkeleton />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="console-detail">
          <div className="console-detail__side">
            <SettingsCard data={settings.data} />
          </div>
          <div className="console-detail__main">
            <OperatorCommissions data={settings.data} />
          </div>
        </div>
      )}
    </ConsoleLayout>
  );
}

const numberFields = [
  'providerCommissionPercent',
  'customerCommissionPercent',
  'bookableDays',
  'answerWindowHours',
] as const;

function SettingsCard({ data }: { data: ConsoleSettings }) {
  const id = useId();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [isSaved, setSaved] = useState(false);
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsForm),
    values: {
      providerCommissionPercent: String(data.settings.providerCommissionPercent),
      customerCommissionPercent: String(data.settings.customerCommissionPercent),
      bookableDays: String(data.settings.bookableDays),
      answerWindowHours: String(data.settings.answerWindowHours),
      listingApprovalRequired: data.settings.listingApprovalRequired,
      reason: '',
    },
  });
  const save = useMutation({
    mutationFn: (values: SettingsForm) =>
      changeSettings({
        providerCommissionPercent: Number(values.providerCommissionPercent),
        customerCommissionPercent: Number(values.customerCommissionPercent),
        bookableDays: Number(values.bookableDays),
        answerWindowHours: Number(values.answerWindowHours),
        listingApprovalRequired: values.listingApprovalRequired,
        ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
      }),
    onSuccess: (next) => {
      setSaved(true);
      queryClient.setQueryData(consoleKeys.settings(), next);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
  const defaultOf = (key: keyof MarketplaceSettings) =>
    key === 'listingApprovalRequired'
      ? intl.formatMessage({
          id: data.defaults[key] ? 'console.settings.on' : 'console.settings.off',
        })
      : String(data.defaults[key]);
  return (
    <section className="console-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-card__kicker">
        <FormattedMessage id="console.settings.marketplace" />
      </h2>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setSaved(false);
          save.mutate(values);
        })}
      >
        {numberFields.map((key) => (
          <TextField
            key={key}
            id={`${id}-${key}`}
            inputMode="numeric"
            label={intl.formatMessage({ id: `console.settings.${key}` })}
            hint={intl.formatMessage({ id: 'console.settings.default' }, { value: defaultOf(key) })}
            error={form.formState.errors[key] ? `console.settings.${key}Invalid` : undefined}
            {...form.register(key)}
          />
        ))}
        <div className="field">
          <label className="console-check">
            <input type="checkbox" {...form.register('listingApprovalRequired')} />{' '}
            <FormattedMessage id="console.settings.listingApprovalRequired" />
          </label>
          <p className="field__hint">
            <FormattedMessage
              id="console.settings.default"
              values={{ value: defaultOf('listingApprovalRequired') }}
            />
          </p>
        </div>
        <TextField
          id={`${id}-reason`}
          label={intl.formatMessage({ id: 'console.actions.reasonOptional' })}
          {...form.register('reason')}
        />
        <FormMessage id={isSaved ? 'console.settings.saved' : null} tone="success" />
        <FormMessage id={save.error ? consoleErrorId(save.error) : null} />
        <SubmitButton inProgress={save.isPending}>
          <FormattedMessage id="console.settings.save" />
        </SubmitButton>
      </form>
    </section>
  );
}

function OperatorCommissions({ data }: { data: ConsoleSettings }) {
  const id = useId();
  const intl = useIntl();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const form = useForm<OperatorForm>({
    resolver: zodResolver(operatorForm),
    defaultValues: { operatorId: '', providerCommissionPercent: '' },
  });
  const set = useMutation({
    mutationFn: ({ operatorId, percent }: { operatorId: string; percent: number | null }) =>
      setOperatorCommission(operatorId, { providerCommissionPercent: percent }),
    onSuccess: (next) => {
      form.reset({ operatorId: '', providerCommissionPercent: '' });
      queryClient.setQueryData(consoleKeys.settings(), next);
    },
  });
  return (
    <section className="console-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-card__kicker">
        <FormattedMessage id="console.settings.operators" />
      </h2>
      {data.operatorCommissions.length === 0 ? (
        <p className="console-card__none">
          <FormattedMessage id="console.settings.noOperators" />
        </p>
      ) : (
        <ul className="console-list">
          {data.operatorCommissions.map((row) => (
            <li key={row.operator.id} className="console-row">
              <div className="console-row__main">
                <Link className="console-row__title" to={`/console/users/${row.operator.id}`}>
                  {row.operator.name}
                </Link>
                <strong>{row.providerCommissionPercent} %</strong>
              </div>
              <p className="console-row__facts">
                {row.operator.email} · {dateTime(row.updatedAt)}
              </p>
              <div className="console-row__actions">
                <Button
                  variant="secondary"
                  disabled={set.isPending}
                  onClick={() => set.mutate({ operatorId: row.operator.id, percent: null })}
                >
                  <FormattedMessage id="console.settings.removeOperator" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className="form console-action"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          set.mutate({
            operatorId: values.operatorId,
            percent: Number(values.providerCommissionPercent),
          }),
        )}
      >
        <TextField
          id={`${id}-operator`}
          label={intl.formatMessage({ id: 'console.settings.operatorId' })}
          error={
            form.formState.errors.operatorId ? 'console.settings.operatorIdInvalid' : undefined
          }
          {...form.register('operatorId')}
        />
        <TextField
          id={`${id}-percent`}
          inputMode="numeric"
          label={intl.formatMessage({ id: 'console.settings.providerCommissionPercent' })}
          error={
            form.formState.errors.providerCommissionPercent
              ? 'console.settings.providerCommissionPercentInvalid'
              : undefined
          }
          {...form.register('providerCommissionPercent')}
        />
        <FormMessage id={set.error ? consoleErrorId(set.error) : null} />
        <SubmitButton inProgress={set.isPending}>
          <FormattedMessage id="console.settings.setOperator" />
        </SubmitButton>
      </form>
    </section>
  );
}
