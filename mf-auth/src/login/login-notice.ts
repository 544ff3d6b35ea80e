/** What another page asks the login page to say (router state, so a reload does not repeat it). */
export interface LoginNotice {
  notice: 'passwordChanged';
}
