extension CALayer {

}
