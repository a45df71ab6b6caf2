// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer K
// {
//
//   uint g_off;                        // Offset:    0 Size:     4
//   uint g_width;                      // Offset:    4 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_b                                   UAV    byte         r/w    0        1
// K                                 cbuffer      NA          NA    0        1
//
cbuffer K : register(b0) {
    uint g_off : packoffset(c0);
    uint g_width : packoffset(c0.y);
};
RWByteAddressBuffer g_b : register(u0);
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise int4 r1 = 0;
    precise int4 r2 = 0;
    r0.xyz = asuint(asint(vThreadID.xxx) << (uint3(0x00000002u, 0x00000004u, 0x00000003u) & 31u));
    r0.x = g_b.Load(r0.x).x;
    r0.yz = asuint(asint(r0.yz) + int2(1024, 4096));
    r0.w = asuint((-asint(((firstbithigh(r0.x) == 0xffffffffu) ? firstbithigh(r0.x) : (31u - firstbithigh(r0.x))))) + 31);
    r0.w = asuint(asint(((r0.x != 0u) ? r0.w : 0xffffffffu)) | (asint(firstbitlow(r0.x)) << (0x00000008u & 31u)));
    r1.x = asint((firstbithigh(asint(r0.x)) == 0xffffffffu) ? firstbithigh(asint(r0.x)) : (31u - firstbithigh(asint(r0.x))));
    r1.y = r1.x << (0x00000010u & 31u);
    r1.x = asint((r1.x == -1) ? 0xffffffffu : 0u);
    r1.y = (-r1.y) + 2031616;
    r1.y = asint(r0.w) | ((asuint(r1.x) != 0u) ? -65536 : r1.y);
    r1.x = asint(reversebits(r0.x)) ^ asint(countbits(r0.x));
    r1.w = asint(((12 & 31u) == 0u) ? 0u : ((((12 & 31u) + (11 & 31u)) < 32u) ? asuint(asint(asuint(asint(r0.x)) << (32u - (12 & 31u) - (11 & 31u))) >> (32u - (12 & 31u))) : asuint(asint(r0.x) >> (11 & 31u))));
    r1.z = asint(((0x00000009u & 31u) == 0u) ? 0u : ((((0x00000009u & 31u) + (0x00000007u & 31u)) < 32u) ? ((r0.x << (32u - (0x00000009u & 31u) - (0x00000007u & 31u))) >> (32u - (0x00000009u & 31u))) : (r0.x >> (0x00000007u & 31u))));
    g_b.Store4(r0.y, asuint(r1.xyzw));
    r1.x = asint(((asuint(r1.z) << (0x0000000cu & 31u)) & (((1u << (0x00000008u & 31u)) - 1u) << (0x0000000cu & 31u))) | (r0.x & ~(((1u << (0x00000008u & 31u)) - 1u) << (0x0000000cu & 31u))));
    r1.y = asint(((g_width & 31u) == 0u) ? 0u : ((((g_width & 31u) + (g_off & 31u)) < 32u) ? ((r0.x << (32u - (g_width & 31u) - (g_off & 31u))) >> (32u - (g_width & 31u))) : (r0.x >> (g_off & 31u))));
    g_b.Store2(r0.z, asuint(r1.xy));
    {
        return output;
    }
}
