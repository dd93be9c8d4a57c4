import { createContext } from 'react';
import { loadPostcode, type Address } from 'react-daum-postcode';

/** The postcode service's constructor, as react-daum-postcode loads it. */
export type PostcodeConstructor = Awaited<ReturnType<typeof loadPostcode>>;

/** Loads the Kakao postcode script; rejects when it cannot (offline, blocked, too slow). */
export type PostcodeLoader = () => Promise<PostcodeConstructor>;

export type PostcodeAddress = Address;

/** A blocked script often hangs instead of failing; after this the member types the address. */
export const POSTCODE_TIMEOUT_MS = 8000;

/**
 * react-daum-postcode's loader with a deadline. The library keeps its first promise, so once the
 * script has loaded every later search opens at once.
 */
export function loadPostcodeWithin(timeoutMs: number = POSTCODE_TIMEOUT_MS): Promise<PostcodeConstructor> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The postcode script did not load in time')), timeoutMs);
    loadPostcode().then(
      (constructor) => {
        clearTimeout(timer);
        resolve(constructor);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('The postcode script failed to load'));
      },
    );
  });
}

/** Tests and stories hand in a stand-in; the app loads the real script. */
export const PostcodeLoaderContext = createContext<PostcodeLoader>(() => loadPostcodeWithin());

/** What the form takes from a search result: the 5-digit code and the road address. */
export interface FoundAddress {
  postCode: string;
  address: string;
}

/**
 * The road address (deliveries go by road address) with the extra part Kakao's own guide adds:
 * the legal dong and, for an apartment, the building name, e.g. "한빛대학로 123 (봉명동, 한빛아파트)".
 */
export function foundAddressOf(result: PostcodeAddress): FoundAddress {
  const road = result.roadAddress || result.address;
  const extras = [
    /[동로가]$/.test(result.bname) ? result.bname : '',
    result.apartment === 'Y' ? result.buildingName : '',
  ].filter((part) => part !== '');
  return { postCode: result.zonecode, address: extras.length > 0 ? `${road} (${extras.join(', ')})` : road };
}
