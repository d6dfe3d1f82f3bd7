import { ComingSoon } from '../../components/ComingSoon';

/** Manage Displays (/dashboard/displays). PLACEHOLDER: a later issue builds this screen. */
export function ManageDisplays() {
  return <ComingSoon title="Manage Displays" description="Add your displays and launch their player." />;
}
