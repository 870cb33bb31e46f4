// Stand-in for the two-phone store (src/stores/link.ts, built beside this dialog): the same
// shape, so the dialog is written against it; it keeps the link and says who plays which side.
import { ref, type Ref } from 'vue';
import type { Text } from '@/engine/types';
import type { Link } from '@/engine/sync/link';

const status = ref<'none' | 'live' | 'down'>('none');
const role = ref<'host' | 'guest' | null>(null);
const side = ref<string | null>(null);
const peerSide = ref<string | null>(null);
const pending = ref(0);
const notice = ref<Text | null>(null);
let current: Link | null = null;

function keep(link: Link): void {
  current = link;
  status.value = 'live';
  link.onClose(() => {
    if (current === link) status.value = 'down';
  });
}

export function useLinkStore(): {
  status: Ref<'none' | 'live' | 'down'>;
  role: Ref<'host' | 'guest' | null>;
  side: Ref<string | null>;
  peerSide: Ref<string | null>;
  pending: Ref<number>;
  notice: Ref<Text | null>;
  host(link: Link, side: string): Promise<void>;
  join(link: Link, side: string): Promise<string>;
  rejoin(link: Link): Promise<void>;
  leave(): void;
} {
  return {
    status,
    role,
    side,
    peerSide,
    pending,
    notice,
    async host(link, s) {
      role.value = 'host';
      side.value = s;
      keep(link);
    },
    async join(link, s) {
      role.value = 'guest';
      side.value = s;
      keep(link);
      return new Promise<string>((resolve) => link.onMessage((text) => resolve(text)));
    },
    async rejoin(link) {
      keep(link);
    },
    leave() {
      current?.close();
      current = null;
      status.value = 'none';
      role.value = null;
    },
  };
}
