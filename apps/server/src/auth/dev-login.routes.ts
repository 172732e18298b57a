import { devLogin } from '@keelerada/api';
import { devLoginInput } from '@keelerada/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { sendError } from '../plugins/errors.ts';

/** `POST /auth/dev-login` — local sign-in for machines without Google credentials (404 when disabled). */
export function registerDevLogin(app: FastifyInstance, config: ServerConfig): void {
  app.post('/auth/dev-login', async (req, reply) => {
    if (!config.devLoginEnabled) return reply.status(404).send({ error: 'Not found' });
    try {
      const input = devLoginInput.parse(req.body ?? {});
      const ctx = await app.createContext(req);
      const { token, user } = await devLogin(ctx.db, ctx.config, input, new Date());
      return { token, user: { id: user.id, email: user.email, is_admin: user.is_admin } };
    } catch (e) {
      return sendError(reply, e);
    }
  });

  app.get('/auth/providers', async () => ({
    google: config.googleEnabled,
    devLogin: config.devLoginEnabled,
    feedbackUrl: config.env.FEEDBACK_URL,
  }));
}
