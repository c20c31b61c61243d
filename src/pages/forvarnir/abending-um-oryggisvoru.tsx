import { SafetyProductHead, SafetyProductPage } from '../../features/attachment-forms';

/** /forvarnir/abending-um-oryggisvoru/: suggest a safety product. */
export default function Page() {
  return <SafetyProductPage language="is" />;
}

export function Head() {
  return <SafetyProductHead language="is" />;
}
