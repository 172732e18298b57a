import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account.routes.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import { registerAdminHistoryRoutes } from './admin-history.routes.ts';
import { registerAdminTrashRoutes } from './admin-trash.routes.ts';
import { registerBookRoutes } from './books.routes.ts';
import { registerGrammarRoutes } from './grammar.routes.ts';
import { registerReadingRoutes } from './reading.routes.ts';
import { registerStudyRoutes } from './study.routes.ts';
import { registerVocabularyRoutes } from './vocabulary.routes.ts';

/** Every documented /api path. Each area registers its own file (one line each here). */
export function registerRestRoutes(app: FastifyInstance): void {
  registerAccountRoutes(app);
  registerAdminRoutes(app);
  registerAdminTrashRoutes(app);
  registerAdminHistoryRoutes(app);
  registerBookRoutes(app);
  registerGrammarRoutes(app);
  registerReadingRoutes(app);
  registerStudyRoutes(app);
  registerVocabularyRoutes(app);
}
