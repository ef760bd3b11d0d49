/** The visitor's details as an empty form holds them: the contact and booking forms ask for the same seven. */
export const blankDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  nationality: '',
  service: '',
  message: '',
};
