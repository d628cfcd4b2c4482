import type { ComponentType } from 'preact';
import { AboutSection } from './AboutSection';
import { AnnounceSection } from './AnnounceSection';
import { LanguageSection } from './LanguageSection';
import { StorageSection } from './StorageSection';
import { ThemeSection } from './ThemeSection';
import { WakeLockSection } from './WakeLockSection';

// The settings screen lists these in order; add a setting by adding its section here.
export interface SettingsSection {
  id: string; // also the element id, so `#/settings` content can be linked to and tested
  Component: ComponentType;
}

export const SETTINGS_SECTIONS: SettingsSection[] = [
  { id: 'language', Component: LanguageSection },
  { id: 'theme', Component: ThemeSection },
  { id: 'awake', Component: WakeLockSection },
  { id: 'announce', Component: AnnounceSection },
  { id: 'storage', Component: StorageSection },
  { id: 'about', Component: AboutSection },
];
