// Stable human ids of the member activity in `standard` (and `anonymous`, `sold-out`, which
// reuse it). Stories and tests refer to these names, never to bare numbers; the numbers never
// change, so the mocked API can hand out new ids above them.

/** Members that exist in the scenarios (only demo and admin are in the seeded database). */
export const MemberId = {
  demo: 1,
  admin: 2,
  newMember: 3,
  viewer: 4,
} as const;

export const StandardIds = {
  member: MemberId,
  userDelivery: { demo: 1 },
  cart: {
    /** 2026 경영학과 과잠 네이비/M with 이니셜 and 학번: GROUP_TIERS template, first tier. */
    jacketNavyM: 1,
    /** 한빛 보아 플리스 점퍼 크림/M: FREE template. */
    boaFleeceCreamM: 2,
    /** 한빛 로고 맨투맨 그레이/L: CONDITIONALFREE template, selected subtotal below 50,000. */
    crewneckGrayL: 3,
    /** 한빛 로고 코치자켓 베이지/M, NOT selected: selecting it lifts the group above 50,000. */
    coachJacketBeigeM: 4,
    /** 한빛 캔버스 에코백 (no options): PAY template. */
    ecobag: 5,
    /** 한빛 로고 반팔티 블랙/L x3: BYQUANTITY per five with the socks (6 items, 2 x 3,000). */
    logoTeeBlackL: 6,
    /** 한빛 로고 양말 3켤레 세트 230-250 x3. */
    socks: 7,
  },
  order: {
    /** 2025 총학생회 과잠 to the group pickup point, PREPARING (in production), kakaopay. */
    groupPickupPreparing: 1,
    /** Tees and an eco bag, COMPLETED: the tee reviewed (APPLIED), the eco bag reviewed (READY). */
    completedTees: 2,
    /** Hoodie, cap and socks, COMPLETED: hoodie review REJECTed, cap and socks still reviewable. */
    completedHoodie: 3,
    /** Fleece half-zip, CANCELLED in full by the member with the delivery fee refunded. */
    cancelled: 4,
    /** Coach jacket and sweatshirt DELIVERING with a CJ tracking number; a zip-up was cancelled. */
    delivering: 5,
    /** Short padding, PAID by card with 1,500 points. */
    paidWithPoints: 6,
    /** Fleece jacket and long sleeve, READY: a virtual account awaiting deposit. */
    vbankAwaitingDeposit: 7,
    /** Sweatshirt, READY: the card payment window was left without paying. */
    cardAwaitingPayment: 8,
  },
  orderProduct: {
    councilVarsity: 1,
    logoTee: 2,
    ecobag: 3,
    logoHoodie: 4,
    ballcap: 5,
    socks: 6,
    fleeceHalfzip: 7,
    coachJacket: 8,
    crewneck: 9,
    zipupCancelled: 10,
    shortPadding: 11,
    fleeceJacket: 12,
    longsleeve: 13,
    crewneckIvory: 14,
  },
  review: {
    /** The demo member's tee review with a photo, APPLIED with a staff answer. */
    teeApplied: 1,
    /** The demo member's eco bag review, READY (awaiting staff). */
    ecobagReady: 2,
    /** The demo member's hoodie review, REJECT with staff feedback; it can be edited. */
    hoodieRejected: 3,
  },
  point: {
    signup: 1,
    recommend: 2,
    signupExpired: 3,
    reservedCouncilVarsity: 4,
    purchaseTee: 5,
    purchaseEcobag: 6,
    photoReview: 7,
    purchaseHoodie: 8,
    purchaseBallcap: 9,
    purchaseSocks: 10,
    reservedCoachJacket: 11,
    reservedCrewneck: 12,
    usedOnPadding: 13,
    reservedShortPadding: 14,
  },
  restock: {
    paddingVest: 1,
    pastelHalfzip: 2,
    tumbler: 3,
  },
} as const;
