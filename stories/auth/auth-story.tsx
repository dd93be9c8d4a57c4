// What the auth screens' stories share: the screens on their real routes (each story starts at
// its own address with `parameters.route`), and a shop with social login client ids configured.
import { authRoutes } from '../../frontend/src/features/auth/auth-routes';
import { ShopIntegrationsDocument } from '../../frontend/src/lib/__generated__/graphql';
import { FeatureRoutes } from '../../frontend/src/testing/feature-routes';
import { buildTenantIntegrations } from '../../mocks/factories/content';
import { operationOverride } from '../../mocks/overrides';
import { university } from '../../mocks/scenarios/standard/tenant';

/** Every auth screen on its real path; any other address shows where the screen sent the visitor. */
export function AuthRoutes() {
  return <FeatureRoutes routes={authRoutes} />;
}

/** The shop offers all three providers (the mocked shop, like local development, offers none). */
export const withSocialProviders = operationOverride(ShopIntegrationsDocument, {
  data: {
    university: {
      id: university.id,
      integrations: buildTenantIntegrations({ kakaoClientId: 'story-kakao', naverClientId: 'story-naver', googleClientId: 'story-google' }),
    },
  },
});
