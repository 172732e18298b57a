import { createFileRoute } from '@tanstack/react-router';
import { PlacementTest } from '../../placement/PlacementTest.tsx';

export const Route = createFileRoute('/_app/placement')({
  component: PlacementTest,
});
