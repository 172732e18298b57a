import { ADMIN_USERS_MESSAGES } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { adminApi } from '../../admin-api.ts';
import { ErrorAlert } from '../../components/Alerts.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { pagedSearchSchema, SearchInput, useSearchText } from '../../components/ListPage.tsx';
import { PagedListBody, usePagedList } from '../../components/PagedList.tsx';
import { DashboardPageHeader } from '../../components/PageHeader.tsx';
import { levelLabel } from '../../lib/enums.ts';
import { errorMessage } from '../../lib/errors.ts';
import { plural, shortDate } from '../../lib/text.ts';

export const Route = createFileRoute('/_admin/users')({
  validateSearch: (s) => pagedSearchSchema.parse(s),
  component: Users,
});

interface UserSync {
  user: { name: string; email: string };
  message: string;
  syncedCards: number;
  totalCardsAfterSync: number;
  syncedCardsSample: { word: string; form: string }[];
}

function Users() {
  const search = Route.useSearch();
  const {
    page,
    filter,
    goToPage,
    list: users,
  } = usePagedList(search, useNavigate({ from: '/users' }), (page) =>
    adminApi.users.list.queryOptions({ page, limit: 20, search: search.search }),
  );
  const queryClient = useQueryClient();
  const [text, setText] = useSearchText(search.search);
  const searchId = useId();
  const [individual, setIndividual] = useState<{ id: number; result: UserSync }[]>([]);
  const [syncError, setSyncError] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminApi.users.list.pathKey() });

  const syncOne = useMutation(
    adminApi.users.syncVocabularyCards.mutationOptions({
      onSuccess: (result, vars) => {
        setIndividual((prev) => [
          { id: Number(vars.userId), result },
          ...prev.filter((r) => r.id !== Number(vars.userId)),
        ]);
        refresh();
      },
      onError: (e) => setSyncError(errorMessage(e, ADMIN_USERS_MESSAGES.syncFailed)),
    }),
  );
  const syncAll = useMutation(
    adminApi.users.syncAllVocabularyCards.mutationOptions({
      onSuccess: () => refresh(),
      onError: (e) => setSyncError(errorMessage(e, ADMIN_USERS_MESSAGES.bulkSyncFailed)),
    }),
  );
  const bulk = syncAll.data;
  const failed = bulk?.results.filter((r) => !r.success) ?? [];
  // honest count (issue #20): a user whose sync added nothing was not "updated"
  const updated = bulk?.results.filter((r) => r.success && r.syncedCards > 0).length ?? 0;
  const upToDate = bulk?.results.filter((r) => r.success && r.syncedCards === 0).length ?? 0;
  const [confirmSyncAll, setConfirmSyncAll] = useState(false);

  return (
    <div className="kr-stack">
      <DashboardPageHeader
        title="User Management"
        subtitle="Manage users and sync vocabulary cards"
        actions={
          <Button onClick={() => setConfirmSyncAll(true)} disabled={syncAll.isPending}>
            {syncAll.isPending ? 'Syncing All Users...' : 'Sync All Users'}
          </Button>
        }
      />
      <form
        className="kr-card adm-search-row"
        aria-label="Search users"
        onSubmit={(e) => {
          e.preventDefault();
          filter({ search: text.trim() || undefined });
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search users
        </label>
        <SearchInput
          id={searchId}
          placeholder={ADMIN_USERS_MESSAGES.searchPlaceholder}
          value={text}
          onChange={setText}
        />
      </form>

      <ConfirmDialog
        open={confirmSyncAll}
        title="Sync all users"
        message="Sync vocabulary cards for every user now? Each user gets the cards they are missing."
        confirmLabel="Sync All Users"
        busyLabel="Syncing All Users..."
        onCancel={() => setConfirmSyncAll(false)}
        onConfirm={() => {
          setConfirmSyncAll(false);
          setSyncError(null);
          syncAll.mutate();
        }}
      />
      <ErrorAlert testId="sync-error">{syncError}</ErrorAlert>

      {bulk && (
        <Card title="Bulk Sync Results" data-testid="bulk-sync-results">
          <p>{bulk.message}</p>
          <p>
            <strong>
              {updated} / {bulk.totalUsers}
            </strong>{' '}
            users updated{upToDate > 0 ? ` (${plural(upToDate, 'user')} already up to date)` : ''} ·{' '}
            <strong>{bulk.totalSyncedCards}</strong> {bulk.totalSyncedCards === 1 ? 'card' : 'cards'} synced
            in total
          </p>
          {failed.length > 0 && (
            <section aria-labelledby="failed-syncs">
              <h3 id="failed-syncs">Failed Syncs</h3>
              <ul>
                {failed.map((r) => (
                  <li key={r.user.email}>
                    <strong>{r.user.name}</strong> ({r.user.email}): {r.error ?? 'Unknown error'}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Card>
      )}

      {individual.length > 0 && (
        <Card title="Individual Sync Results" data-testid="individual-sync-results">
          <ul className="adm-list">
            {individual.map(({ id, result }) => (
              <li key={id} className="adm-section-card" data-testid="individual-sync-result">
                <p>
                  <strong>{result.user.name}</strong> <span className="kr-muted">({result.user.email})</span>
                </p>
                <p>{result.message}</p>
                <p>
                  <span className="kr-badge kr-badge-green">+{plural(result.syncedCards, 'new card')}</span>{' '}
                  <span className="kr-muted">{plural(result.totalCardsAfterSync, 'card')} after sync</span>
                </p>
                {result.syncedCardsSample.length > 0 && (
                  <p className="kr-hint">
                    Sample:{' '}
                    <span lang="et">
                      {result.syncedCardsSample
                        .map((c) => (c.form && c.form !== c.word ? `${c.word} (${c.form})` : c.word))
                        .join(', ')}
                    </span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}

      <PagedListBody
        query={users}
        page={page}
        onPage={goToPage}
        pagerLabel="User pages"
        loadingLabel={ADMIN_USERS_MESSAGES.loading}
        errorFallback={ADMIN_USERS_MESSAGES.loadFailed}
        isEmpty={(data) => data.users.length === 0}
        empty={<p className="kr-panel">{ADMIN_USERS_MESSAGES.empty}</p>}
      >
        {(data) => (
          <DataTable
            caption="Users"
            columns={['User', 'Level', 'Vocabulary Cards', 'Joined', 'Last Login', 'Actions']}
            busy={users.isFetching}
          >
            {data.users.map((u) => {
              const name = `${u.first_name} ${u.last_name}`.trim() || u.email;
              const syncing = syncOne.isPending && Number(syncOne.variables?.userId) === u.id;
              return (
                <tr key={u.id} data-testid="user-row">
                  <td data-label="User">
                    <strong>{name}</strong>
                    {u.is_admin && <span className="kr-badge"> Admin</span>}
                    <span className="adm-cell-sub">{u.email}</span>
                  </td>
                  <td data-label="Level">{levelLabel(u.current_level)}</td>
                  <td data-label="Vocabulary Cards">{plural(u.vocabulary_card_count, 'card')}</td>
                  <td data-label="Joined">{shortDate(u.created_at)}</td>
                  <td data-label="Last Login">
                    {u.last_login ? shortDate(u.last_login) : ADMIN_USERS_MESSAGES.neverLoggedIn}
                  </td>
                  <td className="adm-actions">
                    <Button
                      variant="secondary"
                      disabled={syncing}
                      aria-label={`Sync vocabulary cards for ${name}`}
                      onClick={() => {
                        setSyncError(null);
                        syncOne.mutate({ userId: u.id });
                      }}
                    >
                      {syncing ? 'Syncing...' : 'Sync Vocabulary Cards'}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </PagedListBody>
    </div>
  );
}
