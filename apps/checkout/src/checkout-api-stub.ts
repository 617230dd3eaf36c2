// The stand-in for @kopru/api-client/checkout in the checkout's component tests:
//   vi.mock('@kopru/api-client/checkout', () => import('./checkout-api-stub.ts'));
// It imports nothing of the app, so the mocked module does not load the page it is mocked for.
import { getPayChallenge, openThreeDs, publicBrandLogo } from '@kopru/domain/contracts/checkout';
import { fillPath } from '@kopru/domain/contracts/endpoint';
import { vi } from 'vitest';

export const checkoutApi = { challenge: vi.fn(), pay: vi.fn(), link: vi.fn(), receipt: vi.fn() };
export const challengeUrl = (code: string) => fillPath(getPayChallenge.path, { code });
export const threeDsUrl = vi.fn((id: string) => fillPath(openThreeDs.path, { id }));
export const brandLogoUrl = (id: string) => fillPath(publicBrandLogo.path, { id });
