/// Return the length of the string WITHOUT taking ownership of it.
/// TODO: change the signature so the caller can still use `s` afterwards.
pub fn calc_len(s: String) -> usize {
    s.len()
}

/// Append "!" to the given string in place.
/// TODO: make this compile by choosing the right reference type.
pub fn shout(s: &String) {
    // s.push('!');
    let _ = s;
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn length_keeps_ownership() {
        let s = String::from("ferris");
        // assert_eq!(calc_len(&s), 6);
        assert_eq!(calc_len(s.clone()), 6);
        assert_eq!(s, "ferris");
    }
}
