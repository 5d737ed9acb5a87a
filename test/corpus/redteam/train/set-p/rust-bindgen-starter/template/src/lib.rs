extern "C" {
    fn crc32c_extend(crc: u32, buf: *const u8, len: usize) -> u32;
}

/// CRC-32C (Castagnoli) of `data`.
pub fn crc32c(data: &[u8]) -> u32 {
    unsafe { crc32c_extend(0, data.as_ptr(), data.len()) }
}

pub const REVISION: &str = env!("CRC32C_SYS_REV");

#[cfg(test)]
mod tests {
    #[test]
    fn check_value() {
        assert_eq!(super::crc32c(b"123456789"), 0xE306_9283);
    }
}
