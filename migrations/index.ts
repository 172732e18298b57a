// The ordered list of migrations. Add new files here (name = file name without .ts); the migrator reads this map,
// so the same list runs under tsx, vitest and any bundler without a file-system provider.
import type { Migration } from 'kysely/migration';
import * as m20261122000100 from './20261122000100_initial_schema.ts';
import * as m20261122001000 from './20261122001000_learning_engine.ts';
import * as m20261123000600 from './20261123000600_books_segment_order_unique.ts';
import * as m20261123000700 from './20261123000700_admin_content_qa.ts';
import * as m20261123001000 from './20261123001000_grammar_pick_index.ts';
import * as m20261123002000 from './20261123002000_content_tombstones.ts';
import * as m20261124000100 from './20261124000100_cache_invalidation.ts';
import * as m20261124000200 from './20261124000200_learning_path_order.ts';
import * as m20261125000100 from './20261125000100_review_log_owner_through_card.ts';
import * as m20261126000100 from './20261126000100_daily_session_index_only.ts';
import * as m20261127000100 from './20261127000100_learner_card_upkeep.ts';
import * as m20261130000100 from './20261130000100_lexicon.ts';
import * as m20261201000100 from './20261201000100_attempt_judgement.ts';
import * as m20261203000100 from './20261203000100_study_session_plan.ts';
import * as m20261204000100 from './20261204000100_content_trash.ts';
import * as m20261204000200 from './20261204000200_content_history.ts';
import * as m20261205000100 from './20261205000100_learner_model.ts';
import * as m20261206000100 from './20261206000100_card_number.ts';
import * as m20261206000200 from './20261206000200_new_word_order.ts';
import * as m20261206000201 from './20261206000201_session_reading_answers.ts';
import * as m20261206000300 from './20261206000300_import_batch.ts';
import * as m20261206000900 from './20261206000900_auth_changes_per_user.ts';
import * as m20261207000100 from './20261207000100_segment_updated_at.ts';
import * as m20261208000100 from './20261208000100_vocabulary_card_alternatives.ts';

export const migrations: Record<string, Migration> = {
  '20261122000100_initial_schema': m20261122000100,
  '20261122001000_learning_engine': m20261122001000,
  '20261123000600_books_segment_order_unique': m20261123000600,
  '20261123000700_admin_content_qa': m20261123000700,
  '20261123001000_grammar_pick_index': m20261123001000,
  '20261123002000_content_tombstones': m20261123002000,
  '20261124000100_cache_invalidation': m20261124000100,
  '20261124000200_learning_path_order': m20261124000200,
  '20261125000100_review_log_owner_through_card': m20261125000100,
  '20261126000100_daily_session_index_only': m20261126000100,
  '20261127000100_learner_card_upkeep': m20261127000100,
  '20261130000100_lexicon': m20261130000100,
  '20261201000100_attempt_judgement': m20261201000100,
  '20261203000100_study_session_plan': m20261203000100,
  '20261204000100_content_trash': m20261204000100,
  '20261204000200_content_history': m20261204000200,
  '20261205000100_learner_model': m20261205000100,
  '20261206000100_card_number': m20261206000100,
  '20261206000200_new_word_order': m20261206000200,
  '20261206000201_session_reading_answers': m20261206000201,
  '20261206000300_import_batch': m20261206000300,
  '20261206000900_auth_changes_per_user': m20261206000900,
  '20261207000100_segment_updated_at': m20261207000100,
  '20261208000100_vocabulary_card_alternatives': m20261208000100,
};
