import { acquirerRegistrationSchema } from '../schemas/acquirer-registration.ts';
import { merchantProfileSchema, updateProfileRequest } from '../schemas/merchant.ts';
import { endpoint } from './endpoint.ts';

const tags = ['merchant'];

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/merchant/profile',
  permission: 'profile.read',
  responses: { 200: merchantProfileSchema },
  errors: [401, 403],
  summary: "The signed-in merchant's profile",
  tags,
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/api/merchant/profile',
  permission: 'profile.manage',
  body: updateProfileRequest,
  responses: { 200: merchantProfileSchema },
  errors: [400, 401, 403, 409],
  summary:
    'Update company name, tax ID and authorised person; refused (409 identity_under_review) while the KYC submission waits for review; once verified, a change waits for an admin (GET /api/merchant/identity-change) as a new request that replaces (withdraws) the pending one',
  tags,
});

export const getAcquirerRegistration = endpoint({
  method: 'GET',
  path: '/api/merchant/card-payments',
  permission: 'profile.read',
  responses: { 200: acquirerRegistrationSchema },
  errors: [401, 403],
  summary:
    'Whether payers can pay the signed-in merchant (marketplace mode: its registration with iyzico) and, when iyzico refused it or it cannot be sent, why',
  tags,
});
