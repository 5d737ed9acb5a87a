//! Safe wrapper over libfastcrc.
#[cfg(not(fastcrc_fallback))]
extern "C" {
    fn fastcrc32c(buf: *const u8, len: usize, seed: u32) -> u32;
}

#[cfg(not(fastcrc_fallback))]
pub fn crc32c(data: &[u8]) -> u32 {
    unsafe { fastcrc32c(data.as_ptr(), data.len(), 0) }
}

#[cfg(fastcrc_fallback)]
pub fn crc32c(data: &[u8]) -> u32 {
    let mut crc: u32 = !0;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            let mask = (!(crc & 1)).wrapping_add(1);
            crc = (crc >> 1) ^ (0x82F6_3B78 & mask);
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_vector() {
        assert_eq!(super::crc32c(b"123456789"), 0xE306_9283);
    }
}
