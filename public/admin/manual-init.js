// Loaded before decap-cms.js: the editor starts from editor.js, once it has registered the list-file format.
window.CMS_MANUAL_INIT = true;
