import { defineMessages, type MessageDescriptor } from 'react-intl';
import { RegistrationFormNames, type RegistrationFormName } from '@uaeaf/contracts';

/**
 * The footer's columns of links: with the main menu (the API's menu blocks) they reach every public page, which the
 * navigation browser test checks against the route list (decision 063).
 */
const footerText = defineMessages({
  federation: { id: 'shell.footer.federation', defaultMessage: 'The federation' },
  partners: { id: 'shell.footer.partners', defaultMessage: 'Partners' },
  careers: { id: 'shell.footer.careers', defaultMessage: 'Careers' },
  competitions: { id: 'shell.footer.competitions', defaultMessage: 'Competitions and players' },
  featured: { id: 'shell.footer.featured', defaultMessage: 'Featured news' },
  tournaments: { id: 'shell.footer.tournaments', defaultMessage: 'Tournaments open for entries' },
  links: { id: 'shell.footer.links', defaultMessage: 'Useful links' },
  relevantWebsites: { id: 'shell.footer.relevantWebsites', defaultMessage: 'Relevant websites' },
  externalHyperlinks: { id: 'shell.footer.externalHyperlinks', defaultMessage: 'External hyperlinks' },
  hyperlinksWebsites: { id: 'shell.footer.hyperlinksWebsites', defaultMessage: 'Linking to this site' },
  register: { id: 'shell.footer.register', defaultMessage: 'Register' },
  legal: { id: 'shell.footer.legal', defaultMessage: 'Legal information' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy policy' },
  terms: { id: 'shell.footer.terms', defaultMessage: 'Terms and conditions' },
  disclaimer: { id: 'shell.footer.disclaimer', defaultMessage: 'Disclaimer notice' },
  copyright: { id: 'shell.footer.copyright', defaultMessage: 'Copyright' },
});

/** Who each registration form is for, as the footer's "Register" column lists them. */
const registrationFormLabels: Record<RegistrationFormName, MessageDescriptor> = defineMessages({
  club: { id: 'shell.footer.register.club', defaultMessage: 'A club' },
  academy: { id: 'shell.footer.register.academy', defaultMessage: 'An academy' },
  players: { id: 'shell.footer.register.players', defaultMessage: 'A player' },
  playersCommunity: {
    id: 'shell.footer.register.playersCommunity',
    defaultMessage: 'A community-activity player',
  },
  coaches: { id: 'shell.footer.register.coaches', defaultMessage: 'A coach' },
  judges: { id: 'shell.footer.register.judges', defaultMessage: 'A referee' },
  administrators: { id: 'shell.footer.register.administrators', defaultMessage: 'An administrator' },
  guest: { id: 'shell.footer.register.guest', defaultMessage: 'A guest' },
});

export interface FooterColumn {
  id: string;
  heading: MessageDescriptor;
  links: { to: string; label: MessageDescriptor }[];
}

export const footerColumns: FooterColumn[] = [
  {
    id: 'footer-federation',
    heading: footerText.federation,
    links: [
      { to: '/partners', label: footerText.partners },
      { to: '/careers', label: footerText.careers },
      { to: '/competitions-and-players', label: footerText.competitions },
      { to: '/tournament-details', label: footerText.tournaments },
      { to: '/slider', label: footerText.featured },
    ],
  },
  {
    id: 'footer-register',
    heading: footerText.register,
    links: RegistrationFormNames.map((name) => ({
      to: `/register/${name}`,
      label: registrationFormLabels[name],
    })),
  },
  {
    id: 'footer-links',
    heading: footerText.links,
    links: [
      { to: '/relevant-websites', label: footerText.relevantWebsites },
      { to: '/external-hyperlinks', label: footerText.externalHyperlinks },
      { to: '/hyperlinks-websites', label: footerText.hyperlinksWebsites },
    ],
  },
  {
    id: 'footer-legal',
    heading: footerText.legal,
    links: [
      { to: '/privacy-police', label: footerText.privacy },
      { to: '/terms-and-conditions', label: footerText.terms },
      { to: '/disclaimer-notice', label: footerText.disclaimer },
      { to: '/copyright', label: footerText.copyright },
    ],
  },
];
