import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../contracts/config.ts';
import {
  captchaChallengeSchema,
  confirmationQuerySchema,
  registrationResultSchema,
  registrationSchema,
} from '../../../contracts/identity.ts';
import { ServiceUnavailableError, ValidationError } from '../../domain/errors.ts';
import { deterministicUuid } from '../../domain/ids.ts';
import { captchaChallenge, captchaSolved } from '../../identity/captcha.ts';
import { confirmRegistration, register } from '../../identity/registration.ts';
import { queueMail } from '../../mail/queue-mail.ts';

/** Requests per client address and minute on the public registration routes. */
export function registrationRateLimit(config: Pick<Config, 'AUTH_RATE_LIMIT'>) {
  return { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' };
}

/** Self-registration (spec 001 sections 2 and 5): captcha, the form, the confirmation link. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const redis = app.redisConnection({ failFast: true });

  app.get(
    '/api/registration/captcha',
    {
      config: { access: 'public', rateLimit: registrationRateLimit(app.config) },
      schema: {
        summary: 'Get a captcha challenge for the registration form',
        tags: ['registration'],
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await captchaChallenge(config);
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  app.post(
    '/api/registration',
    {
      config: { access: 'public', rateLimit: registrationRateLimit(app.config) },
      schema: {
        summary: 'Register as a user of a customer',
        tags: ['registration'],
        body: registrationSchema,
        response: { 201: registrationResultSchema },
        problems: [409, 503],
      },
    },
    async (request, reply) => {
      const solved = await captchaSolved(config, redis, request.body.captcha).catch((error: unknown) => {
        // A captcha is spent in Redis; without it a solution could be replayed, so refuse for now.
        request.log.warn({ err: error }, 'captcha check failed: Redis does not answer');
        throw new ServiceUnavailableError('service.unavailable');
      });
      if (!solved) {
        throw new ValidationError([{ field: 'captcha', defaultMessage: 'registration.captcha-invalid' }]);
      }
      const result = await register(db, config, request.body, {
        language: request.language,
        origin: app.identity.origin(),
      });
      const recipient = [request.body.email.trim()];
      const name = [request.body.firstName, request.body.lastName].filter(Boolean).join(' ');
      const metadata = { time: new Date().toISOString(), correlationId: request.id };
      if (result.existing) {
        request.log.info(
          { username: result.username },
          'registration for an existing account; owner notified',
        );
        // One notice a day per address at most, so the form cannot be used to flood someone's inbox.
        await queueMail(app, {
          mailId: deterministicUuid(
            'registration-existing',
            result.username,
            new Date().toISOString().slice(0, 10),
          ),
          template: 'registration-existing',
          language: request.language,
          recipients: recipient,
          values: { username: result.username, signInUrl: `${app.identity.origin()}/` },
          contextId: null,
          emonsCustomerId: null,
          metadata,
        });
      } else {
        request.log.info({ username: result.username, customerId: result.customerId }, 'registered');
        await queueMail(app, {
          mailId: deterministicUuid('registration-confirmation', result.username),
          template: 'registration-confirmation',
          language: request.language,
          recipients: recipient,
          values: { name, confirmationUrl: result.confirmationLink, username: result.username },
          contextId: null,
          emonsCustomerId: result.customerId,
          metadata,
        });
        await db
          .updateTable('registrations')
          .set({ mailed_at: new Date() })
          .where('confirmation_link', '=', result.confirmationLink)
          .execute();
      }
      return reply
        .status(201)
        .send({ username: result.username, confirmationRequired: true, customerId: result.customerId });
    },
  );

  // Opened from the confirmation e-mail in a browser: back to the portal, which offers the sign-in.
  app.get(
    '/api/registration/confirm',
    {
      config: { access: 'public', rateLimit: registrationRateLimit(app.config) },
      schema: {
        summary: 'Confirm a registration (the link of the confirmation mail)',
        tags: ['registration'],
        querystring: confirmationQuerySchema,
        response: { 303: z.undefined().describe('Back to the portal, which offers the sign-in') },
        problems: [404],
      },
    },
    async (request, reply) => {
      await confirmRegistration(db, config, request.query.token);
      return reply.redirect(`${app.identity.origin()}/?registration=confirmed`, 303);
    },
  );
};
