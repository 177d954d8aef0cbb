import type * as v from 'valibot';
import { request, type ApiBase, type RequestOptions } from './request';

export interface ApiBaseClient {
  get<TSchema extends v.GenericSchema>(path: string, options: RequestOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
  post<TSchema extends v.GenericSchema>(path: string, options: RequestOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
  patch<TSchema extends v.GenericSchema>(path: string, options: RequestOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
  put<TSchema extends v.GenericSchema>(path: string, options: RequestOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
  delete<TSchema extends v.GenericSchema>(path: string, options: RequestOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
}

function createApiBase(base: ApiBase): ApiBaseClient {
  return {
    get: (path, options) => request(base, 'GET', path, options),
    post: (path, options) => request(base, 'POST', path, options),
    patch: (path, options) => request(base, 'PATCH', path, options),
    put: (path, options) => request(base, 'PUT', path, options),
    delete: (path, options) => request(base, 'DELETE', path, options),
  };
}

/** `${apiUrl}/users`: the signed-in user's calls; carries the bearer token. */
export const usersApi = createApiBase({ name: 'users', authenticated: true });
/** `${apiUrl}/public`: open data, no token. */
export const publicApi = createApiBase({ name: 'public', authenticated: false });
/** `${apiUrl}/marketplace`: venues, availability and payment methods, no token. */
export const marketplaceApi = createApiBase({ name: 'marketplace', authenticated: false });
