import type { AdminLexiconLemma } from '@keelerada/api';
import { Button } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { adminApi } from '../../../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../../../components/Alerts.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { AddLemmaForm } from '../../../vocabulary/AddLemmaForm.tsx';

export const Route = createFileRoute('/_admin/vocabulary-cards/lexicon')({
  component: LexiconLemmas,
});

/** Issue 16: search the lexicon, edit a lemma's principal forms (FORMAT.md "Lexicon") and add a word it lacks. */
function LexiconLemmas() {
  const [search, setSearch] = useState('');
  const id = useId();
  const list = useQuery(adminApi.lexicon.list.queryOptions({ search: search.trim() || undefined }));
  return (
    <div className="adm-page kr-stack" data-testid="admin-lexicon">
      <PageHeader
        title="Lexicon"
        subtitle="Principal forms: slots separated by ; and parallel forms by ~ (nouns: nom;gen;part;gen pl;part pl;short illative, adjectives optionally ;comparative;superlative where irregular, - for none — verbs: ma;da;pres 1sg;past 3sg;nud;tud;impersonal[;past 1sg])."
        actions={
          <Link to="/vocabulary-cards" className="kr-btn kr-btn-secondary">
            Vocabulary cards
          </Link>
        }
      />
      <AddLemmaForm onAdded={setSearch} />
      <div className="kr-field">
        <label htmlFor={`${id}-q`}>Search lemma or translation</label>
        <input
          id={`${id}-q`}
          type="search"
          className="kr-input"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {list.isError && <ErrorAlert>{errorMessage(list.error, 'Failed to load the lexicon')}</ErrorAlert>}
      {list.data && list.data.length === 0 && <p className="kr-muted">No lemma matches.</p>}
      <ul className="adm-lexicon-list">
        {list.data?.map((l) => (
          <li key={l.id}>
            <LemmaRow lemma={l} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LemmaRow({ lemma }: { lemma: AdminLexiconLemma }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [forms, setForms] = useState(lemma.principalForms);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation(
    adminApi.lexicon.update.mutationOptions({
      onSuccess: (l) => {
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
        save.mutate({ id: lemma.id, principalForms: forms });
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
      </div>
      <ErrorAlert>{error}</ErrorAlert>
      {saved && <SuccessAlert>Principal forms saved.</SuccessAlert>}
    </form>
  );
}
