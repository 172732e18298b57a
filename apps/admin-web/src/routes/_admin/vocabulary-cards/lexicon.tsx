import type { AdminLexiconLemma } from '@keelerada/api';
import { ADMIN_LEXICON_PAGE } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { adminApi } from '../../../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../../../components/Alerts.tsx';
import { pagedSearchSchema, useClampToLastPage, useListSearch } from '../../../components/ListPage.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { AddLemmaForm } from '../../../vocabulary/AddLemmaForm.tsx';
import { LemmaFormsView } from '../../../vocabulary/LemmaFormsView.tsx';
import { lemmaForms } from '../../../vocabulary/lemma-forms.ts';
import { lexiconCountNote } from '../../../vocabulary/lexicon-page.ts';

/**
 * The screen's help. `-` means "none" in every optional slot: in the short illative and the past 1sg it is saved as
 * the empty slot; in an adjective's comparative and superlative it says the word has none (empty: the regular one).
 */
const LEXICON_HELP =
  'Principal forms: slots separated by ; and parallel forms by ~ (nouns: nom;gen;part;gen pl;part pl;short illative, empty or - when there is none; adjectives optionally ;comparative;superlative where irregular, - when it has none — verbs: ma;da;pres 1sg;past 3sg;nud;tud;impersonal[;past 1sg]). "Show forms" shows the forms they generate.';

export const Route = createFileRoute('/_admin/vocabulary-cards/lexicon')({
  validateSearch: (s) => pagedSearchSchema.parse(s),
  component: LexiconLemmas,
});

/**
 * Issue 16: search the lexicon, edit a lemma's principal forms (FORMAT.md "Lexicon") and add a word it lacks. The
 * search (as typed) and the page are in the URL, as on the other admin lists; typing goes back to page 1.
 */
function LexiconLemmas() {
  const search = Route.useSearch();
  const { page, goToPage, filter } = useListSearch(
    search,
    useNavigate({ from: '/vocabulary-cards/lexicon' }),
  );
  const [text, setText] = useState(search.search ?? '');
  const setQuery = (value: string) => {
    setText(value);
    filter({ search: value || undefined });
  };
  const id = useId();
  const list = useQuery({
    ...adminApi.lexicon.list.queryOptions({
      search: search.search?.trim() || undefined,
      page,
      limit: ADMIN_LEXICON_PAGE,
    }),
    placeholderData: keepPreviousData,
  });
  const pagination = list.data?.pagination;
  useClampToLastPage(page, pagination, goToPage);
  const lemmas = list.data?.lemmas;
  return (
    <div className="adm-page kr-stack" data-testid="admin-lexicon">
      <PageHeader
        title="Lexicon"
        subtitle={LEXICON_HELP}
        actions={
          <Link to="/vocabulary-cards" className="kr-btn kr-btn-secondary">
            Vocabulary cards
          </Link>
        }
      />
      <AddLemmaForm onAdded={setQuery} />
      <div className="kr-field">
        <label htmlFor={`${id}-q`}>Search lemma or translation</label>
        <input
          id={`${id}-q`}
          type="search"
          className="kr-input"
          value={text}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {list.isError && <ErrorAlert>{errorMessage(list.error, 'Failed to load the lexicon')}</ErrorAlert>}
      {lemmas && lemmas.length === 0 && <p className="kr-muted">No lemma matches.</p>}
      {pagination && lemmas && lemmas.length > 0 && (
        <p className="kr-muted" data-testid="lexicon-count" aria-live="polite">
          {lexiconCountNote(pagination, lemmas.length)}
        </p>
      )}
      <ul className="adm-lexicon-list" aria-busy={list.isFetching}>
        {lemmas?.map((l) => (
          <li key={l.id}>
            <LemmaRow lemma={l} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={pagination?.totalPages ?? 1}
        onPage={goToPage}
        label="Lexicon pages"
      />
    </div>
  );
}

function LemmaRow({ lemma }: { lemma: AdminLexiconLemma }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [forms, setForms] = useState(lemma.principalForms);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [showForms, setShowForms] = useState(false);
  // the version the row's forms were loaded on: a save by someone else since is a 409 (shown, the typed forms kept)
  const [expectedUpdatedAt, setExpectedUpdatedAt] = useState(lemma.updatedAt);
  const save = useMutation(
    adminApi.lexicon.update.mutationOptions({
      onSuccess: (l) => {
        setExpectedUpdatedAt(l.updatedAt);
        setForms(l.principalForms);
        setSaved(true);
        void queryClient.invalidateQueries({ queryKey: adminApi.lexicon.pathKey() });
      },
      onError: (e) => setError(errorMessage(e, 'Failed to save the principal forms')),
    }),
  );
  return (
    <form
      className="adm-lexicon-row"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setSaved(false);
        save.mutate({ id: lemma.id, principalForms: forms, expectedUpdatedAt });
      }}
    >
      <label htmlFor={`${id}-forms`}>
        <strong lang="et">{lemma.lemma}</strong> — {lemma.translation}{' '}
        <span className="kr-muted">
          ({lemma.wordType.toLowerCase()}, {lemma.level}
          {lemma.explicitParadigm ? ', full paradigm' : ''})
        </span>
      </label>
      <div className="adm-lexicon-edit">
        <input
          id={`${id}-forms`}
          className="kr-input"
          lang="et"
          value={forms}
          onChange={(e) => {
            setForms(e.target.value);
            setSaved(false);
          }}
        />
        <Button type="submit" disabled={save.isPending || forms === lemma.principalForms}>
          Save
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={showForms}
          aria-controls={`${id}-table`}
          onClick={() => setShowForms((v) => !v)}
        >
          {showForms ? 'Hide forms' : 'Show forms'}
        </Button>
      </div>
      {showForms && (
        <div id={`${id}-table`}>
          <LemmaFormsView forms={lemmaForms({ ...lemma, principalForms: forms })} testId="lemma-forms" />
        </div>
      )}
      <ErrorAlert>{error}</ErrorAlert>
      {saved && <SuccessAlert>Principal forms saved.</SuccessAlert>}
    </form>
  );
}
