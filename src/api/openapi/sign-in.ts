// OpenAPI paths: The dashboard sign-in request.
import { RATE_LIMITS } from '../../domain/rules.js';
import { loginAccepted, loginForm } from '../schemas/sign-in.js';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { json, answer, errorAnswers, htmlPage, HTML_EXAMPLE, ALWAYS, BODY } from './blocks.js';

export const signInPaths: ZodOpenApiPathsObject = {
  '/app/login': {
    get: {
      tags: ['Dashboard sign-in'],
      operationId: 'signInPage',
      summary: 'The sign-in form',
      security: [],
      responses: {
        '200': {
          description: 'The form.',
          content: { 'text/html': { schema: htmlPage, example: HTML_EXAMPLE } },
        },
        '303': { description: 'Already signed in: to `/app`.' },
        ...errorAnswers(['invalid_request', 'unavailable'], { html: true }),
      },
    },
    post: {
      tags: ['Dashboard sign-in'],
      operationId: 'requestSignInLink',
      summary: 'E-mail a sign-in link',
      description:
        `The answer is the same whether or not the address has an account. Limited to ${RATE_LIMITS.loginPerAddress.points} per ` +
        `${RATE_LIMITS.loginPerAddress.duration} s per address, then ${RATE_LIMITS.loginAggregate.points} per ` +
        `${RATE_LIMITS.loginAggregate.duration} s in aggregate.`,
      security: [],
      requestBody: {
        required: true,
        content: {
          ...json(loginForm, { email: 'asha@example.com' }),
          'application/x-www-form-urlencoded': {
            schema: loginForm,
            example: { email: 'asha@example.com' },
          },
        },
      },
      responses: {
        '200': {
          description: 'A form: the "check your inbox" page.',
          content: { 'text/html': { schema: htmlPage, example: HTML_EXAMPLE } },
        },
        '202': answer('JSON: the link is on its way if the address may sign in.', loginAccepted, {
          ok: true,
        }),
        ...errorAnswers([...ALWAYS, ...BODY], { html: true }),
      },
    },
  },
};
