// The phone certification widget is shared with the account screens (a number change); sign-up and
// password reset reach it through this one file.
export { PhoneCertification, type CertificationResult, type PhoneCertificationHandle } from '../account/certification/phone-certification';
