// The registry of game modules. Shared code looks modules up here and never branches on an id.
import type { GameModule } from '@/engine/types';
import { armir } from './armir';
import { inferno } from './inferno';

export const modules: GameModule[] = [armir as GameModule, inferno as GameModule];

export function findModule(id: string): GameModule | undefined {
  return modules.find((m) => m.id === id);
}
