import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAddressCountriesSchema, ZPlaceSearchQuerySchema, ZPlacesSchema, ZProvincesRequestSchema, ZProvincesSchema } from '@hivis/contracts';
import type { AppContext } from '../../platform/context.js';
import { createPlaceProvider, listCountries, listProvinces, searchPlaces } from './address.service.js';

/** The lists change only with a release; a day in the browser's cache saves phones a round trip. */
const LIST_CACHE = 'public, max-age=86400';
const SEARCH_CACHE = 'public, max-age=3600';

/**
 * Spec 7 "Address": countries and provinces (paths as the spec has them), and the place look-up
 * behind the address field (path ours). All public: the sign-up form uses them before any login.
 */
export function addressRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const provider = createPlaceProvider();

    app.get('/api/v3/address/countries', {
      schema: { tags: ['address'], response: { 200: ZAddressCountriesSchema } },
      handler: (_request, reply) => {
        reply.header('cache-control', LIST_CACHE);
        return [...listCountries()];
      },
    });

    app.post('/api/v3/address/provinces', {
      schema: { tags: ['address'], body: ZProvincesRequestSchema, response: { 200: ZProvincesSchema } },
      handler: (request, reply) => {
        reply.header('cache-control', LIST_CACHE);
        return [...listProvinces(request.body.country)];
      },
    });

    app.get('/api/v3/address/places', {
      schema: { tags: ['address'], querystring: ZPlaceSearchQuerySchema, response: { 200: ZPlacesSchema } },
      handler: async (request, reply) => {
        const places = await searchPlaces(provider, request.query);
        reply.header('cache-control', SEARCH_CACHE);
        return places;
      },
    });
  };
}
