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
import { captchaChallenge, captchaSolved } from '../../identity/captcha.ts';
import { confirmRegistration, register } from '../../identity/registration.ts';
import { mailRegistration } from '../../mail/registration-mails.ts';

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
      request.log.info(
        { username: result.username, customerId: result.customerId },
        result.existing ? 'registration for an existing account; owner notified' : 'registered',
      );
      await mailRegistration(app, {
        outcome: result,
        email: request.body.email,
        name: [request.body.firstName, request.body.lastName].filter(Boolean).join(' '),
        language: request.language,
        signInUrl: `${app.identity.origin()}/`,
        correlationId: request.id,
      });
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
