export { ContentPage as default } from '../../components/ContentPage'
