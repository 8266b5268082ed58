# float.fromhex: CPython's grammar, rounding (half to even, subnormals) and errors
for s in ['0x1p3', ' -0x1.8p-1 ', '1', 'a', '0x.8', '.8', '0x1.', 'inf', '-Infinity', 'nan', ' +NaN', '0x1p-1074', '0x1p-1075', '0x1.8p-1075', '0x1.fffffffffffff8p1023', '0x1.fffffffffffff7ffp1023', '0x1p1024', '0x0p99999999999999999', '0x1p-99999999999999999999', '0x', '', '0x1p', '0x1p+', '0x1g', '0X1P3', '1_0', '0x1.00000000000008p0','0x1.00000000000018p0', '0x'+'0'*50+'1p0', '-0x0p0', '0x1.p1', '0xp1', '0x1p99999999999999999999', 'infx', '-nanx', ' \t0x1\n', '0x3.a7p10', '0x1.0000000000000fffffffffffffffp0', '0x0.0000000000001p-1022', '0x1.fffffffffffffp+1023', 'inFINity', '0x1.8', 'x1', '0x-1', '--0x1', '0x1e3p2', '0x1p-1022', '0x0.8p-1073', '0x0.80000001p-1073', '0x0.8p-1074', '0xffffffffffffffffffffffffp-200']:
    try: print(repr(s), float.fromhex(s))
    except Exception as e: print(repr(s), type(e).__name__, e)
try: float.fromhex(1)
except Exception as e: print(type(e).__name__, e)
print((1.0).fromhex('0x1p1'), float.fromhex(0.5.hex()))
