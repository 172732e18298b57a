// Types of the admin back office's responses, for the admin app and the CLI (the procedures are in admin.router).
export type { AdminApiToken } from './api-tokens.service.ts';
export type { SpellingWarning } from './content-qa.ts';
export type { AdminGrammarExercise, SavedExercise } from './grammar.service.ts';
export type { AdminLexiconLemma } from './lexicon.service.ts';
export type {
  AdminReadingQuestion,
  AdminReadingText,
  AdminTargetWord,
  ReadingTextDetail,
} from './reading.service.ts';
export type { AdminAnalytics, AdminStats } from './stats.service.ts';
export type { AdminUser, BulkSyncResult, SyncUserRef, UserSyncResult } from './users.service.ts';
export type { BulkResult, CsvFile, SavedCard } from './vocabulary.service.ts';
export type { AdminVocabularyCard } from './vocabulary-card-dto.ts';
