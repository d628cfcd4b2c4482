import type { ComponentType } from 'preact';
import { LanguageSection } from './LanguageSection';

// The settings screen lists these in order; add a setting by adding its section here.
export interface SettingsSection {
  id: string; // also the element id, so `#/settings` content can be linked to and tested
  Component: ComponentType;
}

export const SETTINGS_SECTIONS: SettingsSection[] = [{ id: 'language', Component: LanguageSection }];
