// What the order screens' stories share: the screens on their real routes (each story starts at
// its own address with `parameters.route`) and the postcode stand-in for the address change.
import type { Decorator } from '@storybook/react-vite';
import { orderRoutes } from '../../frontend/src/features/order/order-routes';
import { FeatureRoutes } from '../../frontend/src/testing/feature-routes';
import { fakePostcode, HANBIT_ADDRESS } from '../../frontend/src/widgets/address-search/postcode-fakes';
import { PostcodeLoaderContext } from '../../frontend/src/widgets/address-search/postcode-loader';

export function OrderRoutes() {
  return <FeatureRoutes routes={orderRoutes} />;
}

/** The address search lists 한빛대학교's own address instead of loading Kakao's script. */
export const withHanbitPostcode: Decorator = (Story) => (
  <PostcodeLoaderContext.Provider value={fakePostcode([HANBIT_ADDRESS])}>
    <Story />
  </PostcodeLoaderContext.Provider>
);
