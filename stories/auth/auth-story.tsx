// What the auth screens' stories share: the screens on their real routes (each story starts at
// its own address with `parameters.route`), and a shop with social login client ids configured.
import { Route, Switch } from 'wouter';
import { authRoutes } from '../../frontend/src/features/auth/auth-routes';
import { ShopIntegrationsDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildTenantIntegrations } from '../../mocks/factories/content';
import { operationOverride } from '../../mocks/overrides';
import { university } from '../../mocks/scenarios/standard/tenant';

function Elsewhere() {
  return <p>다른 화면으로 이동했어요.</p>;
}

export function AuthRoutes() {
  return (
    <Switch>
      {authRoutes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={Elsewhere} />
    </Switch>
  );
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
