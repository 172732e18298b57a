import { GRAMMAR_SCREEN_MESSAGES, GRAMMAR_TYPES } from '@keelerada/domain';
import { Button, EmptyState } from '@keelerada/ui';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { adminApi } from '../../../admin-api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ContentListHeader } from '../../../components/ContentListHeader.tsx';
import {
  contentListInput,
  ExpandableItem,
  enumParam,
  FilterSelect,
  listSearchSchema,
  useDeleteByIdConfirm,
  useToggleSet,
} from '../../../components/ListPage.tsx';
import { PagedListBody, usePagedList } from '../../../components/PagedList.tsx';
import { DeleteButton, EditLink } from '../../../components/RowActions.tsx';
import { ExerciseDetails, exerciseTitle } from '../../../grammar/ExerciseDetails.tsx';
import { PreviewModal } from '../../../grammar/PreviewModal.tsx';
import { enumLabel, levelLabel } from '../../../lib/enums.ts';
import { useRememberListSearch } from '../../../lib/list-return.ts';

const searchSchema = listSearchSchema.extend({ type: enumParam(GRAMMAR_TYPES) });

export const Route = createFileRoute('/_admin/grammar-exercises/')({
  validateSearch: (s) => searchSchema.parse(s),
  component: GrammarExercises,
});

function GrammarExercises() {
  const search = Route.useSearch();
  useRememberListSearch('/grammar-exercises', search);
  const { page, filter, goToPage, list } = usePagedList(
    search,
    useNavigate({ from: '/grammar-exercises/' }),
    (page) =>
      adminApi.grammar.list.queryOptions({ ...contentListInput(page, search), exerciseType: search.type }),
  );
  const open = useToggleSet<number>();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const remove = useDeleteByIdConfirm(adminApi.grammar.delete.mutationOptions, adminApi.grammar.pathKey());

  const exercises = list.data?.exercises ?? [];
  const previewing = exercises.find((e) => e.id === previewId) ?? null;
  const filtered = Boolean(search.search || search.level || search.type);

  return (
    <div className="kr-stack">
      <ContentListHeader
        title="Grammar Exercises"
        intro="Preview, create and edit exercises."
        total={list.data?.pagination.total}
        noun="exercise"
        create={
          <Link to="/grammar-exercises/create" className="kr-btn kr-btn-primary">
            Create Exercise
          </Link>
        }
        filterLabel="Filter grammar exercises"
        placeholder="Sentence, verb, words..."
        search={search}
        filter={filter}
        onClear={() => filter({ search: undefined, level: undefined, type: undefined })}
      >
        <FilterSelect
          label="Type"
          allLabel="All types"
          options={GRAMMAR_TYPES}
          value={search.type}
          onChange={(type) => filter({ type })}
        />
      </ContentListHeader>
      <PagedListBody
        query={list}
        page={page}
        onPage={goToPage}
        pagerLabel="Grammar exercise pages"
        loadingLabel="Loading grammar exercises..."
        errorFallback="Failed to fetch grammar exercises"
        isEmpty={() => exercises.length === 0}
        empty={
          <EmptyState title="No grammar exercises found">
            {filtered ? 'No exercise matches these filters.' : 'Create the first exercise.'}
          </EmptyState>
        }
      >
        {() => (
          <ul className="adm-list" aria-busy={list.isFetching}>
            {exercises.map((ex) => (
              <ExpandableItem
                key={ex.id}
                testId="grammar-item"
                detailId={`exercise-detail-${ex.id}`}
                expanded={open.has(ex.id)}
                onToggle={() => open.toggle(ex.id)}
                summary={
                  <>
                    <div className="adm-badges">
                      <span className="kr-badge">{enumLabel(ex.type)}</span>
                      <span className="kr-badge">{levelLabel(ex.level)}</span>
                      <span className="kr-badge">{enumLabel(ex.difficulty)}</span>
                      {ex.tags.map((t) => (
                        <span key={t} className="adm-chip">
                          {t}
                        </span>
                      ))}
                    </div>
                    <h2 className="adm-item-title" lang="et">
                      {ex.content_available ? exerciseTitle(ex) : GRAMMAR_SCREEN_MESSAGES.contentMissing}
                    </h2>
                  </>
                }
                actions={
                  <>
                    <Button
                      variant="secondary"
                      onClick={() => setPreviewId(ex.id)}
                      disabled={!ex.content_available}
                    >
                      Preview & Test
                    </Button>
                    <EditLink
                      to="/grammar-exercises/edit/$exerciseId"
                      params={{ exerciseId: String(ex.id) }}
                    />
                    <DeleteButton onClick={() => remove.ask(ex.id)} />
                  </>
                }
                details={
                  ex.content_available ? (
                    <ExerciseDetails exercise={ex} />
                  ) : (
                    <p className="kr-muted">{GRAMMAR_SCREEN_MESSAGES.contentMissing}</p>
                  )
                }
              />
            ))}
          </ul>
        )}
      </PagedListBody>
      <PreviewModal exercise={previewing} onClose={() => setPreviewId(null)} />
      <ConfirmDialog
        title="Delete exercise"
        message={GRAMMAR_SCREEN_MESSAGES.confirmDelete}
        {...remove.dialog('Failed to delete exercise')}
      />
    </div>
  );
}
