import { browserTimeZone } from '@keelerada/api-client';
import { effectiveTimeZone, type LocalDate, levelCode, localDateOf } from '@keelerada/domain';
import { Button, EmptyState, ErrorPanel, Spinner } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { trpc } from '../api.ts';
import type { LearnedCard } from '../data/types.ts';
import { humanize } from '../exercises/shared/labels.ts';
import {
  ALL,
  EMPTY_FILTERS,
  filterLexicon,
  hasActiveFilters,
  type LexiconFilters,
  levelsOf,
  STATUS_OPTIONS,
  statusGroup,
  WORD_TYPE_OPTIONS,
} from './lexicon-filter.ts';
import { groupByLemma, type LemmaGroup } from './lexicon-groups.ts';
import { ParadigmPanel } from './ParadigmPanel.tsx';
import { returnFocus } from './return-focus.ts';
import { reviewDayLabel, reviewDayOf } from './review-day.ts';
import './lexicon.css';

const STATUS_LABEL: Record<string, string> = {
  mastered: 'Mastered',
  learning: 'Learning',
  review: 'In review',
};

/** The personal lexicon (§2, §5): learned words with search, level, status and word-type filters. */
export function Lexicon({
  filters,
  onChange,
}: {
  filters: LexiconFilters;
  onChange: (f: LexiconFilters) => void;
}) {
  const learned = useQuery(trpc.vocabulary.learned.queryOptions());
  const me = useQuery(trpc.account.me.queryOptions());
  const timeZone = effectiveTimeZone(me.data?.user.time_zone ?? 'UTC', browserTimeZone());
  const today = localDateOf(new Date(), timeZone);
  const reviewDay = (c: LearnedCard) => reviewDayOf(c, today, timeZone);
  const id = useId();
  const [opened, setOpened] = useState<LemmaGroup<LearnedCard> | null>(null);
  // the Show declension / conjugation button that opened the table gets focus back when it closes (Escape or ×)
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened || !openerRef.current) return;
    returnFocus(openerRef.current);
    openerRef.current = null;
  }, [opened]);
  const open = (group: LemmaGroup<LearnedCard>, opener: HTMLElement) => {
    openerRef.current = opener;
    setOpened(group);
  };

  if (learned.isPending) return <Spinner label="Loading your lexicon..." />;
  if (learned.isError)
    return (
      <ErrorPanel
        message={learned.error.message || 'Failed to fetch learned vocabulary cards'}
        onRetry={() => window.location.reload()}
      />
    );

  const cards = learned.data;
  const shown = groupByLemma(filterLexicon(cards, filters), reviewDay);
  const words = groupByLemma(cards, reviewDay).length;
  const set = (patch: Partial<LexiconFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="page lexicon" data-testid="lexicon-page">
      <header className="lexicon-head">
        <h1>Personal Lexicon</h1>
        <p className="kr-muted">Every word you have practised, with when it comes back.</p>
      </header>
      {cards.length === 0 ? (
        <EmptyState
          title="No learned vocabulary yet"
          action={
            <Link to="/vocabulary" className="kr-btn kr-btn-primary">
              Practice Vocabulary
            </Link>
          }
        >
          Start practicing vocabulary to build your personal lexicon!
        </EmptyState>
      ) : (
        <>
          <search className="lexicon-filters" aria-label="Search and filter words">
            <div className="kr-field lexicon-search">
              <label htmlFor={`${id}-q`}>Search</label>
              <input
                id={`${id}-q`}
                type="search"
                className="kr-input"
                placeholder="Word, translation or definition"
                value={filters.search}
                onChange={(e) => set({ search: e.target.value })}
              />
            </div>
            <div className="kr-field">
              <label htmlFor={`${id}-level`}>Level</label>
              <select
                id={`${id}-level`}
                className="kr-select"
                value={filters.level}
                onChange={(e) => set({ level: e.target.value })}
              >
                <option value={ALL}>All levels</option>
                {levelsOf(cards).map((l) => (
                  <option key={l} value={l}>
                    {levelCode(l)}
                  </option>
                ))}
              </select>
            </div>
            <div className="kr-field">
              <label htmlFor={`${id}-status`}>Status</label>
              <select
                id={`${id}-status`}
                className="kr-select"
                value={filters.status}
                onChange={(e) => set({ status: e.target.value })}
              >
                <option value={ALL}>All statuses</option>
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="kr-field">
              <label htmlFor={`${id}-type`}>Word type</label>
              <select
                id={`${id}-type`}
                className="kr-select"
                value={filters.wordType}
                onChange={(e) => set({ wordType: e.target.value })}
              >
                <option value={ALL}>All types</option>
                {WORD_TYPE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="secondary"
              className="lexicon-clear"
              onClick={() => onChange(EMPTY_FILTERS)}
              disabled={!hasActiveFilters(filters)}
            >
              Clear Filters
            </Button>
          </search>
          <p className="lexicon-count" aria-live="polite" data-testid="lexicon-count">
            Showing {shown.length} of {words} words
          </p>
          {shown.length === 0 ? (
            <EmptyState
              title="No words match your filters"
              action={
                <Button variant="secondary" onClick={() => onChange(EMPTY_FILTERS)}>
                  Clear Filters
                </Button>
              }
            >
              Try adjusting your filters to see more words.
            </EmptyState>
          ) : (
            <ul className="lexicon-list" data-testid="lexicon-list">
              {shown.map((g) => (
                <li key={g.cards[0]!.id}>
                  <WordCard group={g} today={today} onOpen={(opener) => open(g, opener)} />
                </li>
              ))}
            </ul>
          )}
          {opened && (
            <ParadigmPanel lemma={opened.word} practised={opened.forms} onClose={() => setOpened(null)} />
          )}
        </>
      )}
    </div>
  );
}

const INFLECTING = new Set(['NOUN', 'ADJECTIVE', 'NUMERAL', 'PRONOUN', 'VERB']);

/** One word (lemma) of the lexicon with the forms practised on its cards; an inflecting word opens its table. */
function WordCard({
  group,
  today,
  onOpen,
}: {
  group: LemmaGroup<LearnedCard>;
  /** The learner's today, against which the next review is named. */
  today: LocalDate;
  /** `opener`: the button pressed, which gets focus back when the table closes. */
  onOpen: (opener: HTMLElement) => void;
}) {
  const card = group.cards[0]!;
  const status = statusGroup(card.status);
  const forms = group.cards.filter((c) => c.form && c.form.toLowerCase() !== c.word.toLowerCase());
  return (
    <article className="word-card" data-testid="lexicon-word">
      <header>
        <h2 lang="et">{card.word}</h2>
        <span className="word-card-badges">
          <span className="kr-badge">{levelCode(card.level)}</span>
          <span className={`kr-badge status-${status}`}>{STATUS_LABEL[status] ?? humanize(card.status)}</span>
        </span>
      </header>
      <p className="word-card-translation">{card.translation}</p>
      {forms.length > 0 && (
        <p className="word-card-form word-card-forms">
          {forms.length === 1 ? 'Form' : 'Forms'} practised:{' '}
          {forms.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ', '}
              <strong lang="et">{c.form}</strong>
              {(c.case_form || c.verb_form) && (
                <span className="kr-muted">
                  {' '}
                  ({humanize(c.case_form || c.verb_form)}
                  {c.number === 'PLURAL' ? ', plural' : ''})
                </span>
              )}
            </span>
          ))}
        </p>
      )}
      {card.definition && <p className="kr-muted word-card-definition">{card.definition}</p>}
      <p className="word-card-meta">
        <span>{humanize(card.word_type)}</span>
        <span>
          Next review: <time dateTime={group.nextReview}>{reviewDayLabel(group.nextReview, today)}</time>
        </span>
        <span>
          {card.repetitions} {card.repetitions === 1 ? 'repetition' : 'repetitions'} in a row
        </span>
      </p>
      {INFLECTING.has(card.word_type) && (
        <Button variant="secondary" className="word-card-open" onClick={(e) => onOpen(e.currentTarget)}>
          {card.word_type === 'VERB' ? 'Show conjugation' : 'Show declension'}
        </Button>
      )}
    </article>
  );
}
