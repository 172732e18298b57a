import { ErrorPanel, Spinner } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { adminApi } from '../../admin-api.ts';
import { DashboardPageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { HISTORY_KIND_LABELS, historyLine } from '../../lib/history.ts';

const KINDS = ['vocabulary_card', 'grammar_exercise', 'reading_text', 'book', 'lexicon_lemma'] as const;
const searchSchema = z.object({
  adminId: z.number().int().positive().optional().catch(undefined),
  kind: z.enum(KINDS).optional().catch(undefined),
});

export const Route = createFileRoute('/_admin/history')({
  validateSearch: (s) => searchSchema.parse(s),
  component: History,
});

/** One filter of the history: a labelled select whose first option ("" = no filter) shows everything. */
function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="kr-field adm-history-filter">
      <span>{label}</span>
      <select className="kr-input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every admin change to content, newest first, filterable per admin (issue #20). */
function History() {
  const { adminId, kind } = Route.useSearch();
  const navigate = useNavigate({ from: '/history' });
  const all = useQuery(adminApi.history.queryOptions({ limit: 200 }));
  const list = useQuery(adminApi.history.queryOptions({ limit: 200, adminId, kind }));
  const admins = [
    ...new Map((all.data?.entries ?? []).flatMap((e) => (e.admin ? [[e.admin.id, e.admin]] : []))).values(),
  ];
  const now = new Date();
  return (
    <div className="kr-stack">
      <DashboardPageHeader
        title="History"
        subtitle="Every change an admin made to the content, newest first."
      />
      <div className="adm-history-filters">
        <FilterSelect
          label="Content"
          all="All content"
          value={kind ?? ''}
          options={KINDS.map((k) => ({ value: k, label: HISTORY_KIND_LABELS[k] ?? k }))}
          onChange={(v) =>
            navigate({
              search: (s) => ({ ...s, kind: (v || undefined) as (typeof KINDS)[number] | undefined }),
              replace: true,
            })
          }
        />
        <FilterSelect
          label="Admin"
          all="All admins"
          value={adminId === undefined ? '' : String(adminId)}
          options={admins.map((a) => ({ value: String(a.id), label: `${a.name} (${a.email})` }))}
          onChange={(v) =>
            navigate({ search: (s) => ({ ...s, adminId: v ? Number(v) : undefined }), replace: true })
          }
        />
      </div>
      {list.isPending ? (
        <Spinner label="Loading the history..." />
      ) : list.isError ? (
        <ErrorPanel
          message={errorMessage(list.error, 'Failed to load the history')}
          onRetry={() => list.refetch()}
        />
      ) : list.data.entries.length === 0 ? (
        <p className="kr-muted">No changes recorded yet.</p>
      ) : (
        <ul className="adm-history-list" data-testid="history-list">
          {list.data.entries.map((e) => (
            <li key={e.id}>
              <span className="kr-muted">{HISTORY_KIND_LABELS[e.kind] ?? e.kind}</span>{' '}
              <strong lang="et">{e.label}</strong> — {historyLine(e, now)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
