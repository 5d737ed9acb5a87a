fn main() {
    println!("{}", buildinfo::long_version("mytool", env!("CARGO_PKG_VERSION")));
}
