import { SafetyProductHead, SafetyProductPage } from '../../../features/attachment-forms';

/** /en/prevention/suggest-a-safety-product/: suggest a safety product. */
export default function Page() {
  return <SafetyProductPage language="en" />;
}

export function Head() {
  return <SafetyProductHead language="en" />;
}
