import { DIFFICULTIES, READING_TEXT_MESSAGES } from '@keelerada/domain';
import { EmptyState } from '@keelerada/ui';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
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
import { enumLabel, levelLabel } from '../../../lib/enums.ts';
import { shortDate, targetWordChips, truncateExcerpt } from '../../../lib/text.ts';
import { questionCountLabel } from '../../../reading/list.ts';
import '../../../reading/reading.css';
import { useRememberListSearch } from '../../../lib/list-return.ts';

const searchSchema = listSearchSchema.extend({ difficulty: enumParam(DIFFICULTIES) });

export const Route = createFileRoute('/_admin/reading-texts/')({
  validateSearch: (s) => searchSchema.parse(s),
  component: ReadingTexts,
});

function ReadingTexts() {
  const search = Route.useSearch();
  useRememberListSearch('/reading-texts', search);
  const { page, filter, goToPage, list } = usePagedList(
    search,
    useNavigate({ from: '/reading-texts/' }),
    (page) =>
      adminApi.reading.list.queryOptions({
        ...contentListInput(page, search),
        difficulty: search.difficulty,
      }),
  );
  const open = useToggleSet<number>();
  const remove = useDeleteByIdConfirm(adminApi.reading.delete.mutationOptions, adminApi.reading.pathKey());
  const texts = list.data?.readingTexts ?? [];
  const filtered = Boolean(search.search || search.level || search.difficulty);

  return (
    <div className="kr-stack">
      <ContentListHeader
        title="Reading Texts"
        intro="Texts, target words and questions."
        total={list.data?.pagination.total}
        noun="text"
        create={
          <Link to="/reading-texts/create" className="kr-btn kr-btn-primary">
            Create Reading Text
          </Link>
        }
        filterLabel="Filter reading texts"
        placeholder="Title or text..."
        search={search}
        filter={filter}
      >
        <FilterSelect
          label="Difficulty"
          allLabel="All difficulties"
          options={DIFFICULTIES}
          value={search.difficulty}
          onChange={(difficulty) => filter({ difficulty })}
        />
      </ContentListHeader>
      <PagedListBody
        query={list}
        page={page}
        onPage={goToPage}
        pagerLabel="Reading text pages"
        loadingLabel="Loading reading texts..."
        errorFallback="Failed to fetch reading texts"
        isEmpty={() => texts.length === 0}
        empty={
          <EmptyState title="No reading texts found">
            {filtered ? 'No text matches these filters.' : 'Create the first reading text.'}
          </EmptyState>
        }
      >
        {() => (
          <ul className="adm-list adm-reading-list" aria-busy={list.isFetching}>
            {texts.map((t) => {
              const chips = targetWordChips(t.target_words.map((w) => w.word));
              return (
                <ExpandableItem
                  key={t.id}
                  testId="reading-item"
                  detailId={`reading-detail-${t.id}`}
                  detailClassName="adm-detail kr-stack adm-gap-sm"
                  expanded={open.has(t.id)}
                  onToggle={() => open.toggle(t.id)}
                  summary={
                    <>
                      <h2 className="adm-item-title" lang="et">
                        {t.title}
                      </h2>
                      <div className="adm-badges">
                        <span className="kr-badge">{levelLabel(t.level)}</span>
                        <span className="kr-badge">{enumLabel(t.difficulty)}</span>
                        {t.topics.map((topic) => (
                          <span key={topic} className="adm-chip">
                            {topic}
                          </span>
                        ))}
                      </div>
                    </>
                  }
                  actions={
                    <>
                      <EditLink
                        to="/reading-texts/edit/$textId"
                        params={{ textId: String(t.id) }}
                        itemName={t.title}
                      />
                      <DeleteButton itemName={t.title} onClick={() => remove.ask(t.id)} />
                    </>
                  }
                  details={
                    <>
                      <div lang="et" className="adm-reading-body">
                        {t.content.split(/\n{2,}/).map((p, i) => (
                          <p key={i}>{p}</p>
                        ))}
                      </div>
                      <dl>
                        {t.source && (
                          <div className="adm-dl-row">
                            <dt>Source</dt>
                            <dd>{t.source}</dd>
                          </div>
                        )}
                        {t.audio_url && (
                          <div className="adm-dl-row">
                            <dt>Audio</dt>
                            <dd>{t.audio_url}</dd>
                          </div>
                        )}
                        {t.image_url && (
                          <div className="adm-dl-row">
                            <dt>Image</dt>
                            <dd>{t.image_url}</dd>
                          </div>
                        )}
                        <div className="adm-dl-row">
                          <dt>Target words</dt>
                          <dd>
                            {t.target_words.length
                              ? t.target_words.map((w) => `${w.word} — ${w.translation}`).join('; ')
                              : '—'}
                          </dd>
                        </div>
                      </dl>
                    </>
                  }
                >
                  <p lang="et" data-testid="reading-excerpt">
                    {truncateExcerpt(t.content)}
                  </p>
                  <p className="adm-badges" data-testid="reading-target-words">
                    {chips.shown.map((w, i) => (
                      <span key={i} className="adm-chip" lang="et">
                        {w}
                      </span>
                    ))}
                    {chips.more && <span className="kr-hint">{chips.more}</span>}
                  </p>
                  <p className="adm-meta">
                    <span>{questionCountLabel(t.question_count)}</span>
                    <span>Created {shortDate(t.created_at)}</span>
                  </p>
                </ExpandableItem>
              );
            })}
          </ul>
        )}
      </PagedListBody>
      <ConfirmDialog
        title="Delete reading text"
        message={READING_TEXT_MESSAGES.confirmDelete}
        {...remove.dialog('Failed to delete reading text')}
      />
    </div>
  );
}
