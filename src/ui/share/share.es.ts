import { plural } from '../../i18n';
import type { en } from './share.en';

export const es: typeof en = {
  title: 'Compartir el resultado',
  hint: 'Hecho en este dispositivo: no se envía nada hasta que elijas adónde.',
  share: 'Compartir',
  download: 'Descargar',
  app: 'Skull Table',
  wins: (n: number) => `${n} ${plural('es', n, 'victoria', 'victorias')}`,
  row: (place: number, name: string, result: string) => `${place}. ${name}${result ? `: ${result}` : ''}`,
  gamesTitle: 'Partidas:',
  shared: 'Compartido.',
  sharedText: 'Compartido como texto.',
  copied: 'Copiado: pégalo en tu chat.',
  downloaded: 'Imagen y texto descargados.',
  cancelled: 'No se ha compartido.',
  failed: 'Aquí no se puede compartir, copiar ni descargar.',
};
