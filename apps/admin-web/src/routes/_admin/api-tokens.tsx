import { zodResolver } from '@hookform/resolvers/zod';
import { API_TOKEN_DEFAULT_DAYS, type ApiTokenCreateInput, apiTokenCreateInput } from '@keelerada/domain';
import { Button, Card, ErrorPanel, Spinner } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminApi } from '../../admin-api.ts';
import { ErrorAlert } from '../../components/Alerts.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { NumberField, TextField } from '../../components/Field.tsx';
import { DashboardPageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { fieldBinder, firstSchemaMessage } from '../../lib/form.ts';
import { shortDate } from '../../lib/text.ts';

export const Route = createFileRoute('/_admin/api-tokens')({
  component: ApiTokens,
});

type FormValues = { name: string; expiresInDays: string };

/** Admin API tokens for scripts and the CLI (`npm run cli`): created here, shown once, revocable. */
function ApiTokens() {
  const queryClient = useQueryClient();
  const tokens = useQuery(adminApi.apiTokens.list.queryOptions());
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revokeId, setRevokeId] = useState<number | null>(null);
  const toInput = (v: FormValues): z.input<typeof apiTokenCreateInput> => ({
    name: v.name,
    expiresInDays: v.expiresInDays.trim() === '' ? null : Number(v.expiresInDays),
  });
  const form = useForm<FormValues>({
    defaultValues: { name: '', expiresInDays: String(API_TOKEN_DEFAULT_DAYS) },
    resolver: (values, ctx, opts) =>
      (zodResolver(apiTokenCreateInput) as never as (v: unknown, c: unknown, o: unknown) => never)(
        toInput(values),
        ctx,
        opts,
      ),
  });
  const field = fieldBinder(form.register, form.formState.errors);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminApi.apiTokens.list.queryKey() });
  const create = useMutation(
    adminApi.apiTokens.create.mutationOptions({
      onSuccess: (r) => {
        setCreated({ name: r.apiToken.name ?? '', token: r.token });
        form.reset();
        refresh();
      },
      onError: (e) => setError(errorMessage(e, 'Failed to create the token')),
    }),
  );
  const revoke = useMutation(
    adminApi.apiTokens.revoke.mutationOptions({
      onSuccess: () => {
        setRevokeId(null);
        refresh();
      },
    }),
  );
  const onSubmit = form.handleSubmit(
    () => {
      setError(null);
      setCreated(null);
      create.mutate(toInput(form.getValues()) as ApiTokenCreateInput);
    },
    () => setError(firstSchemaMessage(apiTokenCreateInput, toInput(form.getValues()))),
  );

  return (
    <div className="kr-stack">
      <DashboardPageHeader
        title="API Tokens"
        subtitle="Tokens let scripts and the command-line tool (npm run cli) act as an admin."
      />
      <Card title="New token">
        <form onSubmit={onSubmit} noValidate onChange={() => setError(null)}>
          <ErrorAlert testId="form-error">{error}</ErrorAlert>
          <div className="adm-form-grid">
            <TextField label="Name" required hint="e.g. content import laptop" {...field('name')} />
            <NumberField
              label="Expires in days"
              hint="Leave empty for a token that never expires."
              min={1}
              max={3650}
              registration={form.register('expiresInDays')}
            />
          </div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Token'}
          </Button>
        </form>
        {created && (
          <div className="kr-alert kr-alert-success" role="status" data-testid="new-token">
            <p>
              Token <strong>{created.name}</strong> created. Copy it now — it is shown only once:
            </p>
            <code className="adm-token">{created.token}</code>
            <p className="kr-hint">
              Use it as <code>KEELERADA_TOKEN</code> for <code>npm run cli</code>.
            </p>
          </div>
        )}
      </Card>
      {tokens.isPending ? (
        <Spinner label="Loading tokens..." />
      ) : tokens.isError ? (
        <ErrorPanel
          message={errorMessage(tokens.error, 'Failed to load tokens')}
          onRetry={() => tokens.refetch()}
        />
      ) : tokens.data.apiTokens.length === 0 ? (
        <p className="kr-muted">No API tokens yet.</p>
      ) : (
        <DataTable
          caption="API tokens"
          columns={['Name', 'Owner', 'Created', 'Expires', 'Last used', 'Status', 'Actions']}
        >
          {tokens.data.apiTokens.map((t) => (
            <tr key={t.id}>
              <td data-label="Name">{t.name ?? '—'}</td>
              <td data-label="Owner">{t.owner_email}</td>
              <td data-label="Created">{shortDate(t.created_at)}</td>
              <td data-label="Expires">{t.expires_at ? shortDate(t.expires_at) : 'Never'}</td>
              <td data-label="Last used">{t.last_used_at ? shortDate(t.last_used_at) : 'Never'}</td>
              <td data-label="Status">
                <span className={`kr-badge ${t.active ? 'kr-badge-green' : 'kr-badge-red'}`}>
                  {t.active ? 'Active' : t.revoked_at ? 'Revoked' : 'Expired'}
                </span>
              </td>
              <td className="adm-actions">
                {t.active && (
                  <Button
                    variant="ghost"
                    onClick={() => setRevokeId(t.id)}
                    aria-label={`Revoke ${t.name ?? 'token'}`}
                  >
                    Revoke
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        open={revokeId !== null}
        title="Revoke token"
        message="Revoke this token? Scripts using it stop working at once."
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error, 'Failed to revoke the token') : null}
        onCancel={() => setRevokeId(null)}
        onConfirm={() => revokeId !== null && revoke.mutate({ id: revokeId })}
      />
    </div>
  );
}
