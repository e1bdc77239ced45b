/**
 * The OpenAPI 3 document of /api/v1, generated from the routes' zod schemas, at /api/docs/json and
 * browsable at /api/docs. Registered inside the product API's scope, so it lists no /auth routes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { productVersion } from '../version.js';

/** Multipart routes read their file in the handler, so their body is described here for the docs. */
const FILE_UPLOAD_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The image file' } },
};

const transform: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes;
  if (!consumes?.includes('multipart/form-data')) return result;
  return { ...result, schema: { ...result.schema, body: FILE_UPLOAD_BODY } };
};

export async function registerApiDocs(scope: FastifyInstance): Promise<void> {
  await scope.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Ascend product API',
        description:
          'Settings, contact messages, avatars and account data. Errors answer `{"detail": ...}`; ' +
          'a 422 lists field errors `[{loc, msg, type}]`. A user with a verified second factor ' +
          'needs an aal2 token on every protected route: an aal1 one gets a 403 with ' +
          '`"code": "insufficient_aal"` beside the detail.',
        version: productVersion,
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token from the auth service (/auth/v1/token).',
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await scope.register(swaggerUi, { routePrefix: '/api/docs' });
}
