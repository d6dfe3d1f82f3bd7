import { ComingSoon } from '../../components/ComingSoon';

/** Available Displays (/dashboard/browse-displays). PLACEHOLDER: a later issue builds this screen. */
export function BrowseDisplays() {
  return <ComingSoon title="Available Displays" description="Approved displays you can book, on a map and in a list." />;
}
